import { OFFICE_HOURS } from '@manzil/contract';
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const contactMessages = defineMessages({
  heroEyebrow: { en: 'Contact Us', ar: 'اتصل بنا' },
  heroTitle: { en: "Let's find your next home in the UAE", ar: 'لنجد منزلك القادم في الإمارات' },
  heroText: {
    en: 'Buying, renting or investing: talk to an adviser who knows the market, by WhatsApp, e-mail or in person at our Dubai office.',
    ar: 'شراء أو إيجار أو استثمار: تحدّث إلى مستشار يعرف السوق، عبر واتساب أو البريد الإلكتروني أو شخصيًا في مكتبنا في دبي.',
  },
  heroButton: { en: 'Send us a message', ar: 'أرسل لنا رسالة' },
  formSection: { en: 'Enquiry form and office details', ar: 'نموذج الاستفسار وتفاصيل المكتب' },

  benefitsTitle: { en: 'Why talk to us', ar: 'لماذا تتحدث إلينا' },
  quickTitle: { en: 'Quick response', ar: 'رد سريع' },
  quickText: {
    en: 'Your enquiry goes straight to an adviser, who replies within office hours.',
    ar: 'يصل استفسارك مباشرة إلى مستشار يرد عليك خلال ساعات العمل.',
  },
  verifiedTitle: { en: 'Verified listings', ar: 'عقارات موثّقة' },
  verifiedText: {
    en: 'Real prices, real photos, real properties: every home we show is checked first.',
    ar: 'أسعار حقيقية وصور حقيقية وعقارات حقيقية: نتحقق من كل منزل قبل عرضه.',
  },
  localTitle: { en: 'Local expertise', ar: 'خبرة محلية' },
  localText: {
    en: 'Advisers who know each community, from Downtown Dubai to the other emirates.',
    ar: 'مستشارون يعرفون كل مجتمع سكني، من وسط مدينة دبي إلى بقية الإمارات.',
  },
  supportTitle: { en: 'End-to-end support', ar: 'دعم متكامل' },
  supportText: {
    en: 'From the first viewing to the keys in your hand, one team takes care of it all.',
    ar: 'من أول معاينة حتى تسلّم المفاتيح، فريق واحد يتولى كل شيء.',
  },

  channelsEyebrow: { en: 'Get in touch', ar: 'تواصل معنا' },
  channelsTitle: { en: 'Talk to us the way you prefer', ar: 'تحدّث إلينا بالطريقة التي تفضّلها' },
  loading: { en: 'Loading...', ar: 'جارٍ التحميل...' },
  unavailable: { en: 'Unavailable', ar: 'غير متاح' },
  detailsFailed: {
    en: 'Our contact details could not be loaded. Please check your connection.',
    ar: 'تعذّر تحميل بيانات التواصل. يُرجى التحقق من اتصالك.',
  },
  retry: { en: 'Retry', ar: 'إعادة المحاولة' },
  callTitle: { en: 'Call us', ar: 'اتصل بنا' },
  callText: { en: 'Speak to an adviser now.', ar: 'تحدّث إلى مستشار الآن.' },
  emailTitle: { en: 'Email us', ar: 'راسلنا بالبريد الإلكتروني' },
  emailText: { en: 'We answer every message.', ar: 'نرد على كل رسالة.' },
  visitTitle: { en: 'Visit our office', ar: 'زر مكتبنا' },
  visitText: { en: 'Meet us in Downtown Dubai.', ar: 'قابلنا في وسط مدينة دبي.' },

  officeTitle: { en: 'Our office', ar: 'مكتبنا' },
  address: { en: 'Address', ar: 'العنوان' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  hours: { en: 'Working hours', ar: 'ساعات العمل' },
  hoursDaily: { en: OFFICE_HOURS.daily, ar: 'يوميًا من 8:00 صباحًا إلى 9:00 مساءً' },
  follow: { en: 'Follow us', ar: 'تابعنا' },
  whatsAppNewTab: { en: 'WhatsApp (opens in a new tab)', ar: 'واتساب (يُفتح في علامة تبويب جديدة)' },
  socialNewTab: { en: '{name} (opens in a new tab)', ar: '{name} (يُفتح في علامة تبويب جديدة)' },
  newTab: { en: ' (opens in a new tab)', ar: ' (يُفتح في علامة تبويب جديدة)' },

  testimonialsEyebrow: { en: 'Testimonials', ar: 'آراء العملاء' },
  testimonialsTitle: { en: 'What our clients say', ar: 'ماذا يقول عملاؤنا' },
  sarahQuote: {
    en: 'They answered on WhatsApp within minutes and had three viewings lined up for the same weekend. We signed for our apartment in Dubai Marina a week later.',
    ar: 'ردّوا على واتساب خلال دقائق ورتّبوا ثلاث معاينات في عطلة نهاية الأسبوع نفسها. وقّعنا عقد شقتنا في دبي مارينا بعد أسبوع.',
  },
  // Clients' names as an Arabic reader writes them.
  sarahName: { en: 'Sarah M.', ar: 'سارة م.' },
  rahulName: { en: 'Rahul K.', ar: 'راهول ك.' },
  fatimaName: { en: 'Fatima A.', ar: 'فاطمة أ.' },
  sarahDetail: { en: 'Tenant, Dubai Marina', ar: 'مستأجرة، دبي مارينا' },
  rahulQuote: {
    en: 'As an overseas buyer I needed someone I could trust. The prices and photos matched exactly what we saw in person, and every document was explained clearly.',
    ar: 'بصفتي مشتريًا من خارج الدولة كنت أحتاج إلى من أثق به. طابقت الأسعار والصور تمامًا ما رأيناه على أرض الواقع، وشُرحت كل وثيقة بوضوح.',
  },
  rahulDetail: { en: 'Buyer, Downtown Dubai', ar: 'مشترٍ، وسط مدينة دبي' },
  fatimaQuote: {
    en: 'From valuation to finding the right tenant, the team handled everything for our villa. Honest advice and no surprises.',
    ar: 'من التقييم إلى إيجاد المستأجر المناسب، تولّى الفريق كل شيء لفيلتنا. نصيحة صادقة ولا مفاجآت.',
  },
  fatimaDetail: { en: 'Landlord, Arabian Ranches', ar: 'مالكة عقار، المرابع العربية' },

  locationEyebrow: { en: 'Visit us', ar: 'زورونا' },
  locationTitle: { en: 'Find our office', ar: 'موقع مكتبنا' },
  mapLabel: { en: '{brand} office, Downtown Dubai', ar: 'مكتب {brand}، وسط مدينة دبي' },
  map: { en: 'Map: {label}', ar: 'الخريطة: {label}' },
  officeAddress: { en: 'Office address', ar: 'عنوان المكتب' },
  officeHours: { en: 'Office hours', ar: 'ساعات العمل' },
  hoursWeekly: { en: OFFICE_HOURS.weekly, ar: 'الاثنين - السبت: 8 صباحًا - 9 مساءً' },
  directions: { en: 'Get Directions', ar: 'احصل على الاتجاهات' },
  copyAddress: { en: 'Copy Address', ar: 'نسخ العنوان' },
  copied: { en: 'Address copied', ar: 'تم نسخ العنوان' },
  copyFailed: {
    en: 'Could not copy the address. Please copy it manually.',
    ar: 'تعذّر نسخ العنوان. يُرجى نسخه يدويًا.',
  },

  faqEyebrow: { en: 'FAQ', ar: 'الأسئلة الشائعة' },
  faqTitle: { en: 'Frequently asked questions', ar: 'أسئلة متكررة' },
  faq1Question: { en: 'How quickly will you reply to my enquiry?', ar: 'متى ستردّون على استفساري؟' },
  faq1Answer: {
    en: 'An adviser reads every enquiry during office hours and replies by your preferred channel, WhatsApp or e-mail, usually the same day.',
    ar: 'يقرأ أحد مستشارينا كل استفسار خلال ساعات العمل ويرد عبر الوسيلة التي تفضّلها، واتساب أو البريد الإلكتروني، غالبًا في اليوم نفسه.',
  },
  faq2Question: { en: 'Can I book a property viewing?', ar: 'هل يمكنني حجز معاينة لعقار؟' },
  faq2Answer: {
    en: 'Yes. Tell us which property or area interests you and when you are free; we arrange viewings in person or by video call.',
    ar: 'نعم. أخبرنا بالعقار أو المنطقة التي تهمك ومتى تكون متاحًا، ونرتّب المعاينة حضوريًا أو عبر مكالمة فيديو.',
  },
  faq3Question: {
    en: 'Do you help buyers who live outside the UAE?',
    ar: 'هل تساعدون المشترين المقيمين خارج الإمارات؟',
  },
  faq3Answer: {
    en: 'Yes. We guide overseas buyers through every step, from shortlisting and virtual tours to the paperwork and the handover.',
    ar: 'نعم. نرافق المشترين من الخارج في كل خطوة، من اختيار العقارات والجولات الافتراضية إلى الأوراق الرسمية والتسليم.',
  },
  faq4Question: { en: 'Which emirates do you cover?', ar: 'ما الإمارات التي تغطونها؟' },
  faq4Answer: {
    en: 'We are centred on Dubai and also work across the other emirates, including Abu Dhabi, Sharjah and Ras Al Khaimah.',
    ar: 'نتركّز في دبي ونعمل أيضًا في بقية الإمارات، ومنها أبوظبي والشارقة ورأس الخيمة.',
  },

  ctaTitle: { en: 'Ready to find your place in the UAE?', ar: 'مستعد لإيجاد مكانك في الإمارات؟' },
  ctaText: {
    en: 'Real Prices. Real Photos. Real Properties. Start the conversation today.',
    ar: 'أسعار حقيقية. صور حقيقية. عقارات حقيقية. ابدأ المحادثة اليوم.',
  },
  ctaSend: { en: 'Send a message', ar: 'أرسل رسالة' },
  ctaWhatsApp: { en: 'Chat on WhatsApp', ar: 'تحدّث عبر واتساب' },
  ctaCall: { en: 'Call us', ar: 'اتصل بنا' },
});

export const contactFormMessages = defineMessages(catalogue.contactFormMessages);

export const enquirySheetMessages = defineMessages(catalogue.enquirySheetMessages);
