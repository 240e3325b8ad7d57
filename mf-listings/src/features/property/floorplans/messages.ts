import { defineMessages } from '@manzil/i18n';

export const floorPlanMessages = defineMessages({
  title: { en: 'Floor Plans', ar: 'المخططات' },
  lead: {
    en: 'Layouts of the homes in {area}. Ask the agent which one this home follows.',
    ar: 'مخططات المنازل في {area}. اسأل الوكيل أيّها يتبع هذا المنزل.',
  },
  of: { en: 'Floor plans of {area}', ar: 'مخططات {area}' },
  plan: { en: 'Floor plan {index}', ar: 'المخطط {index}' },
  newTab: { en: ' (opens in a new tab)', ar: ' (يُفتح في علامة تبويب جديدة)' },
});
