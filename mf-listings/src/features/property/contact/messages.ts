import { defineMessages } from '@manzil/i18n';

export const contactMessages = defineMessages({
  listingAgent: { en: 'Listing agent', ar: 'وكيل العقار' },
  listedBy: { en: 'Listed by', ar: 'معروض من' },
  brn: { en: 'Broker registration number', ar: 'رقم تسجيل الوسيط' },
  brnShort: { en: 'BRN', ar: 'BRN' },
  speaks: { en: 'Speaks {languages}', ar: 'يتحدث {languages}' },
  email: { en: 'Email', ar: 'البريد' },
  emailAbout: { en: 'Email {who} about {listing}', ar: 'راسل {who} بشأن {listing}' },
  call: { en: 'Call', ar: 'اتصال' },
  callAbout: { en: 'Call {who} about {listing}', ar: 'اتصل بـ {who} بشأن {listing}' },
  whatsApp: { en: 'WhatsApp', ar: 'واتساب' },
  whatsAppAbout: { en: 'WhatsApp {who} about {listing}', ar: 'راسل {who} عبر واتساب بشأن {listing}' },
  contactAbout: { en: 'Contact about {listing}', ar: 'التواصل بشأن {listing}' },
  enquire: { en: 'Enquire', ar: 'استفسر' },
  enquireAbout: { en: 'Enquire about {listing}', ar: 'استفسر عن {listing}' },
});
