import { defineMessages } from '@manzil/i18n';

export const compareMessages = defineMessages({
  remove: { en: 'Remove {name} from the comparison', ar: 'إزالة {name} من المقارنة' },
  removeText: { en: 'Remove', ar: 'إزالة' },
  price: { en: 'Price', ar: 'السعر' },
  pricePerSqft: { en: 'Price per sqft', ar: 'السعر لكل قدم مربع' },
  bedrooms: { en: 'Bedrooms', ar: 'غرف النوم' },
  studio: { en: 'Studio', ar: 'استوديو' },
  bathrooms: { en: 'Bathrooms', ar: 'الحمامات' },
  size: { en: 'Size', ar: 'المساحة' },
  serviceCharge: { en: 'Service charge', ar: 'رسوم الخدمات' },
  status: { en: 'Status', ar: 'الحالة' },
  completion: { en: 'Completion', ar: 'الإنجاز' },
  location: { en: 'Location', ar: 'الموقع' },
  noPlace: {
    en: 'None of these homes has its place on the map yet.',
    ar: 'لم يُحدَّد موقع أيٍّ من هذه المنازل على الخريطة بعد.',
  },
  map: { en: 'Map of the homes compared', ar: 'خريطة المنازل المقارنة' },
  caption: { en: 'The homes compared, one column each', ar: 'المنازل المقارنة، لكل منزل عمود' },
  eyebrow: { en: 'Side by side', ar: 'جنباً إلى جنب' },
  title: { en: 'Compare homes', ar: 'مقارنة المنازل' },
  intro: {
    en: 'Up to {max} homes next to each other: price, price per sqft, rooms, size, service charge, status and where they are. Kept in this browser only.',
    ar: 'حتى {max} منازل جنباً إلى جنب: السعر، والسعر لكل قدم مربع، والغرف، والمساحة، ورسوم الخدمات، والحالة، والموقع. تُحفظ في هذا المتصفح فقط.',
  },
  loading: { en: 'Loading the homes to compare...', ar: 'جارٍ تحميل المنازل للمقارنة...' },
  failed: { en: 'The homes to compare could not be loaded.', ar: 'تعذّر تحميل المنازل للمقارنة.' },
  emptyTitle: { en: 'Nothing to compare yet', ar: 'لا شيء للمقارنة بعد' },
  emptyText: {
    en: 'Press Compare on up to {max} homes, on their cards or their pages, and they will line up here side by side.',
    ar: 'اضغط «مقارنة» على ما يصل إلى {max} منازل، في بطاقاتها أو صفحاتها، وستصطف هنا جنباً إلى جنب.',
  },
  saved: { en: 'Your saved homes', ar: 'منازلك المحفوظة' },
  addAnother: {
    en: 'Add another home with its Compare button to see them side by side.',
    ar: 'أضف منزلاً آخر بزر «مقارنة» لتراهما جنباً إلى جنب.',
  },
  where: { en: 'Where they are', ar: 'مواقعها' },
});
