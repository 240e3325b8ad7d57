import { HOME_HERO_TEXT } from '@manzil/contract';
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const heroMessages = defineMessages({
  eyebrow: { en: HOME_HERO_TEXT.eyebrow, ar: 'منازل في أنحاء الإمارات' },
  heading: { en: HOME_HERO_TEXT.heading, ar: 'منازل حقيقية تنتظرك هنا' },
  tagline: { en: HOME_HERO_TEXT.tagline, ar: 'أسعار حقيقية. صور حقيقية. عقارات حقيقية.' },
  search: { en: 'Search properties', ar: 'ابحث عن عقار' },
  agent: { en: 'Talk to an agent', ar: 'تحدّث إلى وكيل' },
  quickSearch: { en: 'Search homes', ar: 'ابحث عن المنازل' },
  location: { en: 'Location', ar: 'الموقع' },
  locationPlaceholder: { en: 'Area, community or emirate', ar: 'منطقة أو مجتمع أو إمارة' },
  buy: { en: 'Buy', ar: 'شراء' },
  rent: { en: 'Rent', ar: 'إيجار' },
  searchButton: { en: 'Search', ar: 'بحث' },
  beds: { en: 'Beds', ar: 'الغرف' },
  homeType: { en: 'Home type', ar: 'نوع المنزل' },
  maxPrice: { en: 'Max price', ar: 'أقصى سعر' },
  any: { en: 'Any', ar: 'الكل' },
  studio: { en: 'Studio', ar: 'استوديو' },
  aedUpTo: { en: 'AED {amount}', ar: '{amount} درهم' },
  pricesBuy: { en: 'To buy', ar: 'للشراء' },
  pricesRent: { en: 'To rent, per month', ar: 'للإيجار، شهريًا' },
});

export const developerMessages = defineMessages(catalogue.developerMessages);

export const servicesMessages = defineMessages(catalogue.servicesMessages);

export const teaserMessages = defineMessages(catalogue.teaserMessages);
