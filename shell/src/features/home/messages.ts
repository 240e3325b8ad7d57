import { HOME_HERO_TEXT } from '@manzil/contract';
import { defineMessages } from '@manzil/i18n';

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
});

export const developerMessages = defineMessages({
  heading: { en: 'Projects by the UAE’s leading developers', ar: 'مشاريع من كبار المطورين في الإمارات' },
  play: { en: 'Play logos', ar: 'تشغيل الشعارات' },
  pause: { en: 'Pause logos', ar: 'إيقاف الشعارات' },
});

export const servicesMessages = defineMessages({
  eyebrow: { en: 'What we do', ar: 'ما نقدّمه' },
  heading: { en: 'Our Services', ar: 'خدماتنا' },
  intro: {
    en: 'One team from the first viewing to the keys, and long after.',
    ar: 'فريق واحد من أول معاينة حتى تسلّم المفاتيح، وما بعد ذلك بكثير.',
  },
  consultingTitle: { en: 'Property Consulting', ar: 'الاستشارات العقارية' },
  consultingText: {
    en: 'Straight answers on where to buy, what to pay and how each community is moving, from advisers who work these neighbourhoods every day.',
    ar: 'إجابات واضحة عن مكان الشراء والسعر المناسب واتجاه كل مجتمع سكني، من مستشارين يعملون في هذه الأحياء كل يوم.',
  },
  listingsTitle: { en: 'Premium Listings', ar: 'عقارات مميزة' },
  listingsText: {
    en: 'Apartments, villas and townhouses shown with real photos and real prices in AED, checked before they go live.',
    ar: 'شقق وفلل وتاون هاوس بصور حقيقية وأسعار حقيقية بالدرهم، نتحقق منها قبل نشرها.',
  },
  investmentTitle: { en: 'Investment Opportunities', ar: 'فرص استثمارية' },
  investmentText: {
    en: 'Off-plan launches and ready homes with strong rental demand, matched to your budget, timeline and goals.',
    ar: 'مشاريع على الخريطة ومنازل جاهزة عليها طلب إيجاري قوي، تناسب ميزانيتك وجدولك الزمني وأهدافك.',
  },
  managementTitle: { en: 'Property Management', ar: 'إدارة العقارات' },
  managementText: {
    en: 'Tenant search, rent collection and maintenance handled for you, so your property keeps earning while you are away.',
    ar: 'نتولى البحث عن المستأجر وتحصيل الإيجار والصيانة نيابة عنك، ليبقى عقارك مدرًّا للدخل وأنت بعيد.',
  },
});

export const teaserMessages = defineMessages({
  imageAlt: {
    en: 'A living room rendered as an interactive 3D model',
    ar: 'غرفة معيشة معروضة كنموذج تفاعلي ثلاثي الأبعاد',
  },
  eyebrow: { en: '3D Space', ar: 'المساحة ثلاثية الأبعاد' },
  heading: { en: 'Walk through a home before you visit', ar: 'تجوّل في المنزل قبل أن تزوره' },
  text: {
    en: '360° VR tours, 3D property scans and 3D design: open the door, look around every room and judge the light and the layout from wherever you are.',
    ar: 'جولات افتراضية بزاوية 360° ومسح ثلاثي الأبعاد للعقارات وتصميم ثلاثي الأبعاد: افتح الباب، وتجوّل في كل غرفة، وقيّم الإضاءة والتصميم من أي مكان كنت.',
  },
  cta: { en: 'Explore 3D Space', ar: 'استكشف المساحة ثلاثية الأبعاد' },
});
