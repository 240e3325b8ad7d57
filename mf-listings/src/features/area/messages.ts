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

/** The area guide's market figures (AreaFigures.tsx). */
export const figuresMessages = defineMessages({
  heading: { en: 'Market figures', ar: 'أرقام السوق' },
  source: {
    en: 'Medians of the asking prices of the homes listed on this site, updated as listings change.',
    ar: 'وسيط الأسعار المطلوبة للمنازل المعروضة على هذا الموقع، ويتجدد مع تغيّر الإعلانات.',
  },
  forSale: {
    en: '{count, plural, one {# home for sale} other {# homes for sale}}',
    ar: '{count, plural, zero {لا منازل للبيع} one {منزل واحد للبيع} two {منزلان للبيع} few {# منازل للبيع} many {# منزلاً للبيع} other {# منزل للبيع}}',
  },
  forRent: {
    en: '{count, plural, one {# home for rent} other {# homes for rent}}',
    ar: '{count, plural, zero {لا منازل للإيجار} one {منزل واحد للإيجار} two {منزلان للإيجار} few {# منازل للإيجار} many {# منزلاً للإيجار} other {# منزل للإيجار}}',
  },
  saleHeading: { en: 'Price per sqft for sale, by type', ar: 'سعر القدم المربعة للبيع حسب النوع' },
  rentHeading: { en: 'Yearly rent, by bedrooms', ar: 'الإيجار السنوي حسب عدد غرف النوم' },
  type: { en: 'Type', ar: 'النوع' },
  bedrooms: { en: 'Bedrooms', ar: 'غرف النوم' },
  allHomes: { en: 'All homes for rent', ar: 'كل المنازل للإيجار' },
  medianPerSqft: { en: 'Median price per sqft', ar: 'وسيط سعر القدم المربعة' },
  medianRent: { en: 'Median yearly rent', ar: 'وسيط الإيجار السنوي' },
  listings: { en: 'Listings', ar: 'الإعلانات' },
  perSqft: { en: '{amount} per sqft', ar: '{amount} للقدم المربعة' },
  perYear: { en: '{amount} a year', ar: '{amount} سنوياً' },
  notEnough: { en: 'Not enough listings yet', ar: 'لا توجد إعلانات كافية بعد' },
  noListings: { en: 'No homes listed yet', ar: 'لا توجد منازل معروضة بعد' },
  trendHeading: {
    en: 'Price per sqft over the last {months} months',
    ar: 'سعر القدم المربعة خلال آخر {months} شهراً',
  },
  trendNote: {
    en: 'Each month: the median of the homes for sale listed in it and in the two months before.',
    ar: 'لكل شهر: وسيط المنازل المعروضة للبيع خلاله وخلال الشهرين السابقين له.',
  },
  month: { en: 'Month', ar: 'الشهر' },
  up: { en: 'Up {percent}% from {from} to {to}', ar: 'ارتفع {percent}% من {from} إلى {to}' },
  down: { en: 'Down {percent}% from {from} to {to}', ar: 'انخفض {percent}% من {from} إلى {to}' },
  flat: { en: 'Unchanged from {from} to {to}', ar: 'دون تغيير من {from} إلى {to}' },
  trendNotEnough: {
    en: 'Not enough listings yet to show a trend.',
    ar: 'لا توجد إعلانات كافية بعد لعرض الاتجاه.',
  },
  minimum: {
    en: 'A median needs at least {min} listings; below that the guide says “Not enough listings yet”.',
    ar: 'يحتاج الوسيط إلى {min} إعلانات على الأقل؛ وما دون ذلك يظهر «لا توجد إعلانات كافية بعد».',
  },
});
