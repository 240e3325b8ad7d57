import { defineMessages } from '@manzil/i18n';

/** What a buyer reads for each status of a listing, and the notice of one spoken for or gone. */
export const statusMessages = defineMessages({
  available: { en: 'Available', ar: 'متاح' },
  'under-offer': { en: 'Under offer', ar: 'قيد التفاوض' },
  reserved: { en: 'Reserved', ar: 'محجوز' },
  sold: { en: 'Sold', ar: 'مباع' },
  rented: { en: 'Rented', ar: 'مؤجّر' },
  underOfferNotice: {
    en: 'The owner has accepted an offer on this home. You can still enquire: we will tell you if the sale falls through.',
    ar: 'قبل المالك عرضاً على هذا المنزل. لا يزال بإمكانك الاستفسار: سنخبرك إن لم تكتمل الصفقة.',
  },
  reservedNotice: {
    en: 'A deposit has been paid to reserve this home. You can still enquire: we will tell you if it comes back on the market.',
    ar: 'دُفع عربون لحجز هذا المنزل. لا يزال بإمكانك الاستفسار: سنخبرك إن عاد إلى السوق.',
  },
  soldNotice: {
    en: 'This home has been sold and is no longer on the market.',
    ar: 'بيع هذا المنزل ولم يعد معروضاً في السوق.',
  },
  rentedNotice: {
    en: 'This home has been let and is no longer available to rent.',
    ar: 'أُجّر هذا المنزل ولم يعد متاحاً للإيجار.',
  },
});
