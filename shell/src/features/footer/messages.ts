import { defineMessages } from '@manzil/i18n';

export const footerMessages = defineMessages({
  nav: { en: 'Footer', ar: 'روابط التذييل' },
  home: { en: 'Home', ar: 'الرئيسية' },
  agents: { en: 'Find My Agent', ar: 'ابحث عن وكيلك' },
  floorPlans: { en: 'Floor Plans', ar: 'المخططات الطابقية' },
  contact: { en: 'Contact Us', ar: 'اتصل بنا' },
  about: { en: 'About Us', ar: 'من نحن' },
  privacy: { en: 'Privacy', ar: 'الخصوصية' },
  tagline: {
    en: 'Real Prices. Real Photos. Real Properties.',
    ar: 'أسعار حقيقية. صور حقيقية. عقارات حقيقية.',
  },
  // The year is passed as text: a number argument would be grouped (2,026).
  copyright: { en: '© {year} {agency}. Prices in AED.', ar: '© {year} {agency}. الأسعار بالدرهم الإماراتي.' },
});
