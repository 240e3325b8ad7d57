import { defineMessages } from '@manzil/i18n';

export const shareMessages = defineMessages({
  share: { en: 'Share', ar: 'مشاركة' },
  shareHome: { en: 'Share {name}', ar: 'مشاركة {name}' },
  copied: { en: 'Link copied', ar: 'تم نسخ الرابط' },
  copyBelow: { en: 'Copy the link below', ar: 'انسخ الرابط أدناه' },
  link: { en: 'Link to this home', ar: 'رابط هذا المنزل' },
});
