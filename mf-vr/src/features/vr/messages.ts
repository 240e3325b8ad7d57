import { defineMessages } from '@manzil/i18n';

/** The 3dspace page's texts (its showcases' and claims' too: vrLinks.ts names them by key). */
export const vrMessages = defineMessages({
  heroEyebrow: { en: 'Manzil 3D Space', ar: 'مساحة Manzil ثلاثية الأبعاد' },
  heroTitle: { en: 'Explore VR World', ar: 'استكشف عالم الواقع الافتراضي' },
  heroLead: {
    en: 'Tour Dubai’s finest homes in immersive 360° virtual reality. Walk every room, take in every view and shortlist with confidence before you ever book a viewing.',
    ar: 'تجوّل في أرقى منازل دبي بتقنية الواقع الافتراضي الغامرة بزاوية 360 درجة. تنقّل بين الغرف، واستمتع بكل إطلالة، واختر بثقة قبل أن تحجز أي معاينة.',
  },
  startStreaming: { en: 'Start VR Streaming', ar: 'ابدأ بث الواقع الافتراضي' },
  browseProjects: { en: 'Browse VR projects', ar: 'تصفّح مشاريع الواقع الافتراضي' },
  newTab: { en: ' (opens in a new tab)', ar: ' (يُفتح في علامة تبويب جديدة)' },
  introEyebrow: { en: 'Immersive property marketing', ar: 'تسويق عقاري غامر' },
  introTitle: { en: 'Every home, one click away', ar: 'كل منزل على بُعد نقرة واحدة' },
  introText: {
    en: 'From Downtown Dubai penthouses to family villas in Arabian Ranches, our 3D team captures each property in crisp detail so you can explore it at your own pace, from anywhere in the world.',
    ar: 'من بنتهاوس وسط مدينة دبي إلى الفلل العائلية في المرابع العربية، يصوّر فريقنا كل عقار بتفاصيل دقيقة بتقنية ثلاثية الأبعاد لتستكشفه على راحتك، من أي مكان في العالم.',
  },
  claimTours: { en: 'tours', ar: 'جولة' },
  claimToursDetail: {
    en: 'virtual tours produced for homes across the UAE',
    ar: 'جولة افتراضية أنتجناها لمنازل في أنحاء الإمارات',
  },
  claimYears: { en: 'years', ar: 'عاماً' },
  claimYearsDetail: {
    en: 'of property photography, scanning and 3D work',
    ar: 'من التصوير العقاري والمسح ثلاثي الأبعاد',
  },
  claimQuality: { en: 'quality', ar: 'جودة' },
  claimQualityDetail: {
    en: 'ultra-HD streaming on every screen and headset',
    ar: 'بث فائق الدقة على كل شاشة ونظارة',
  },
  toursEyebrow: { en: 'Walk through from anywhere', ar: 'تجوّل من أي مكان' },
  toursTitle: { en: '360 VR Tours', ar: 'جولات 360 بالواقع الافتراضي' },
  toursText: {
    en: 'Step inside apartments, villas and penthouses across the UAE as if you were there. Look around every room, move between spaces and get a true sense of light, layout and view.',
    ar: 'ادخل إلى الشقق والفلل والبنتهاوس في أنحاء الإمارات وكأنك هناك. تأمّل كل غرفة، وتنقّل بين المساحات، واحصل على إحساس حقيقي بالإضاءة والتصميم والإطلالة.',
  },
  toursPoint1: { en: 'Full 360° room-by-room navigation', ar: 'تنقّل كامل بزاوية 360 درجة من غرفة إلى أخرى' },
  toursPoint2: {
    en: 'Works on phone, desktop and VR headsets',
    ar: 'يعمل على الهاتف والكمبيوتر ونظارات الواقع الافتراضي',
  },
  toursPoint3: { en: 'Share a tour with family in one link', ar: 'شارك الجولة مع عائلتك برابط واحد' },
  toursCta: { en: 'Explore 360 VR tours', ar: 'استكشف جولات 360' },
  scanEyebrow: { en: 'Measured to the centimetre', ar: 'مقاسات دقيقة حتى السنتيمتر' },
  scanTitle: { en: '3D Property Scan', ar: 'مسح العقار ثلاثي الأبعاد' },
  scanText: {
    en: 'Our laser-accurate scans turn a finished home into a precise digital twin, with a dollhouse view, floor plans and measurements you can check from your desk.',
    ar: 'يحوّل مسحنا الدقيق بالليزر المنزل الجاهز إلى نسخة رقمية مطابقة، مع عرض مجسّم ومخططات طوابق ومقاسات يمكنك مراجعتها من مكتبك.',
  },
  scanPoint1: { en: 'Dollhouse and floor-plan views', ar: 'عرض مجسّم ومخططات الطوابق' },
  scanPoint2: { en: 'Accurate room measurements', ar: 'مقاسات دقيقة للغرف' },
  scanPoint3: { en: 'Ideal for overseas buyers and investors', ar: 'مثالي للمشترين والمستثمرين من الخارج' },
  scanCta: { en: 'See a 3D property scan', ar: 'شاهد مسحاً ثلاثي الأبعاد لعقار' },
  designEyebrow: { en: 'See it before it is built', ar: 'شاهده قبل أن يُبنى' },
  designTitle: { en: '3D Design', ar: 'التصميم ثلاثي الأبعاد' },
  designText: {
    en: 'Off-plan projects and renovations brought to life with photorealistic 3D design, so you can compare finishes, furniture and layouts before a single wall goes up.',
    ar: 'مشاريع على الخارطة وتجديدات تنبض بالحياة بتصميم ثلاثي الأبعاد واقعي، لتقارن التشطيبات والأثاث والتصاميم قبل بناء أي جدار.',
  },
  designPoint1: { en: 'Photorealistic interiors and exteriors', ar: 'تصاميم داخلية وخارجية واقعية' },
  designPoint2: { en: 'Compare finishes and layouts', ar: 'قارن التشطيبات والتصاميم' },
  designPoint3: { en: 'Off-plan units visualised in detail', ar: 'وحدات على الخارطة مصوّرة بالتفصيل' },
  designCta: { en: 'Discover 3D design', ar: 'اكتشف التصميم ثلاثي الأبعاد' },
  projectsEyebrow: { en: 'Virtual showroom', ar: 'صالة عرض افتراضية' },
  projectsTitle: { en: 'Our VR Projects', ar: 'مشاريعنا بالواقع الافتراضي' },
  projectsText: {
    en: 'Choose a project to open its 360° tours and request a guided VR viewing with one of our consultants.',
    ar: 'اختر مشروعاً لفتح جولاته بزاوية 360 درجة واطلب معاينة افتراضية بإرشاد أحد مستشارينا.',
  },
  projectsPage: {
    en: 'VR projects, page {page} of {pageCount}',
    ar: 'مشاريع الواقع الافتراضي، الصفحة {page} من {pageCount}',
  },
  projectsPages: { en: 'VR projects pages', ar: 'صفحات مشاريع الواقع الافتراضي' },
  tourCount: {
    en: '{count, plural, =0 {No VR tours yet} one {1 VR tour} other {# VR tours}}',
    ar: '{count, plural, =0 {لا جولات افتراضية بعد} zero {لا جولات افتراضية بعد} one {جولة افتراضية واحدة} two {جولتان افتراضيتان} few {# جولات افتراضية} many {# جولة افتراضية} other {# جولة افتراضية}}',
  },
  viewExperience: { en: 'View experience →', ar: 'شاهد التجربة ←' },
  loading: { en: 'Loading VR showcases…', ar: 'جارٍ تحميل عروض الواقع الافتراضي…' },
  loadingLabel: { en: 'Loading VR showcases', ar: 'جارٍ تحميل عروض الواقع الافتراضي' },
  connectionFailed: { en: 'Connection Failed', ar: 'فشل الاتصال' },
  rejected: { en: 'Failed to fetch data', ar: 'تعذّر جلب البيانات' },
  network: { en: 'Error connecting to server', ar: 'خطأ في الاتصال بالخادم' },
  retryConnection: { en: 'Retry Connection', ar: 'إعادة الاتصال' },
  emptyTitle: { en: 'No VR Showcases Found', ar: 'لا توجد عروض واقع افتراضي' },
  emptyText: {
    en: 'New virtual tours are added regularly. Please check back soon.',
    ar: 'نضيف جولات افتراضية جديدة باستمرار. يرجى العودة قريباً.',
  },
  close: { en: 'Close', ar: 'إغلاق' },
  projectEyebrow: { en: 'VR project · {tours}', ar: 'مشروع واقع افتراضي · {tours}' },
  experiences: { en: '360° Experiences', ar: 'تجارب بزاوية 360 درجة' },
  tourLink: { en: 'VR Tour {number}', ar: 'جولة افتراضية {number}' },
  noExperiences: { en: 'No VR Experiences Available', ar: 'لا تتوفر تجارب واقع افتراضي' },
  noExperiencesText: {
    en: 'Virtual reality links will appear here when they become available.',
    ar: 'ستظهر روابط الواقع الافتراضي هنا عند توفرها.',
  },
  thanks: {
    en: 'Thank you! Your VR access request has been received. Our team will contact you shortly.',
    ar: 'شكراً لك! استلمنا طلب الوصول إلى الواقع الافتراضي، وسيتواصل معك فريقنا قريباً.',
  },
  accessHint: {
    en: 'Want a guided VR viewing of this project?',
    ar: 'هل تريد معاينة افتراضية بإرشاد لهذا المشروع؟',
  },
  requestVrAccess: { en: 'Request VR Access', ar: 'اطلب الوصول إلى الواقع الافتراضي' },
  accessIntro: {
    en: 'Leave your details and our team will arrange a guided VR viewing of {name}.',
    ar: 'اترك بياناتك وسيرتّب فريقنا معاينة افتراضية بإرشاد لمشروع {name}.',
  },
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  phone: { en: 'Phone', ar: 'الهاتف' },
  sendFailedBecause: {
    en: 'We could not send your request: {reason}. Please check your details and try again.',
    ar: 'تعذّر إرسال طلبك: {reason}. يرجى التحقق من بياناتك والمحاولة مجدداً.',
  },
  sendFailed: {
    en: 'We could not send your request. Please check your connection and try again.',
    ar: 'تعذّر إرسال طلبك. يرجى التحقق من اتصالك والمحاولة مجدداً.',
  },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  sending: { en: 'Sending...', ar: 'جارٍ الإرسال...' },
  requestAccess: { en: 'Request Access', ar: 'اطلب الوصول' },
});

export type VrText = keyof typeof vrMessages;
