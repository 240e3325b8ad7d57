import { defineMessages } from '@manzil/i18n';

export const cardMessages = defineMessages({
  keyFacts: { en: 'Key facts', ar: 'أبرز المواصفات' },
  location: { en: 'Location — {location}', ar: 'الموقع — {location}' },
  call: { en: 'Call', ar: 'اتصال' },
  callAbout: { en: ' about {name} on {phone}', ar: ' بخصوص {name} على الرقم {phone}' },
  whatsApp: { en: 'WhatsApp', ar: 'واتساب' },
  whatsAppAbout: { en: ' about {name} (opens WhatsApp)', ar: ' بخصوص {name} (يفتح واتساب)' },
  priceReduced: { en: 'Price reduced', ar: 'تم تخفيض السعر' },
});
