/** The results' layout texts (the phone's List/Map switch) and the map's drawn area. */
import { defineMessages } from '@manzil/i18n';

export const layoutMessages = defineMessages({
  showMap: { en: 'Show map', ar: 'عرض الخريطة' },
  showList: { en: 'Show list', ar: 'عرض القائمة' },
});

export const drawMessages = defineMessages({
  drawArea: { en: 'Draw area', ar: 'ارسم منطقة' },
  cancelDrawing: { en: 'Cancel drawing', ar: 'إلغاء الرسم' },
  drawHint: {
    en: 'Draw around the homes you want: press, move and let go.',
    ar: 'ارسم حول المنازل التي تريدها: اضغط وحرّك ثم اترك.',
  },
  removeArea: { en: 'Remove area', ar: 'إزالة المنطقة' },
  areaDrawn: {
    en: 'Only homes inside the area drawn on the map.',
    ar: 'المنازل داخل المنطقة المرسومة على الخريطة فقط.',
  },
});
