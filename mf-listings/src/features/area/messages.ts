import { defineMessages } from '@manzil/i18n';

export const areaMessages = defineMessages({
  explore: { en: 'Explore {name}', ar: 'استكشف {name}' },
  tagline: {
    en: 'Find homes that match your lifestyle, right here.',
    ar: 'اعثر هنا على منازل تناسب أسلوب حياتك.',
  },
  topPicks: { en: 'Top Picks in {name}', ar: 'أبرز الخيارات في {name}' },
  topProperties: { en: 'Top Properties in {name}', ar: 'أفضل العقارات في {name}' },
  noDescription: { en: 'No description available', ar: 'لا يتوفر وصف' },
  downloadBrochure: { en: 'Download Brochure', ar: 'تنزيل الكتيّب' },
  gallery: { en: 'Property Gallery', ar: 'معرض الصور' },
  floorPlans: { en: 'Floor Plans', ar: 'المخططات' },
  noGallery: { en: 'No gallery images available', ar: 'لا تتوفر صور' },
  noFloorPlans: { en: 'No floor plans available', ar: 'لا تتوفر مخططات' },
  features: { en: 'Key Features', ar: 'أبرز المزايا' },
  noFeatures: { en: 'No feature information available', ar: 'لا تتوفر معلومات عن المزايا' },
  neighbourhood: { en: 'Neighborhood Highlights', ar: 'معالم الحي' },
  noNeighbourhood: { en: 'No neighborhood information available', ar: 'لا تتوفر معلومات عن الحي' },
  contactForMore: { en: 'Contact for More', ar: 'تواصل معنا للمزيد' },
  carouselCount: { en: '{index} / {count}', ar: '{index} من {count}' },
  carouselItem: { en: '{label} {index} of {count}', ar: '{label} {index} من {count}' },
  previousGallery: { en: 'Previous property gallery item', ar: 'الصورة السابقة' },
  nextGallery: { en: 'Next property gallery item', ar: 'الصورة التالية' },
  previousFloorPlan: { en: 'Previous floor plans item', ar: 'المخطط السابق' },
  nextFloorPlan: { en: 'Next floor plans item', ar: 'المخطط التالي' },
  notAvailable: { en: 'Not Available', ar: 'غير متاح' },
  brochureLead: {
    en: 'Tell us where to reach you and we will send the {name} brochure.',
    ar: 'أخبرنا كيف نتواصل معك وسنرسل إليك كتيّب {name}.',
  },
  brochureOpening: {
    en: 'Thank you! Your brochure will open in a new tab in a few seconds.',
    ar: 'شكراً لك! سيُفتح الكتيّب في علامة تبويب جديدة خلال ثوانٍ.',
  },
  brochureSent: {
    en: 'Thank you! <link>Open the {name} brochure</link>.',
    ar: 'شكراً لك! <link>افتح كتيّب {name}</link>.',
  },
  sendError: {
    en: 'There was an error sending your request. Please try again later.',
    ar: 'حدث خطأ أثناء إرسال طلبك. يُرجى المحاولة لاحقاً.',
  },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  submit: { en: 'Submit', ar: 'إرسال' },
});
