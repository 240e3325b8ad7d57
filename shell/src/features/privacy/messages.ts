import { defineMessages } from '@manzil/i18n';

export const privacyMessages = defineMessages({
  title: { en: 'Privacy notice', ar: 'إشعار الخصوصية' },
  lead: {
    en: '{agency} is a real estate agency in Dubai. This notice explains what personal data this website collects when you contact us, why we collect it, how long we keep it and the rights you have over it under the UAE Personal Data Protection Law (Federal Decree-Law No. 45 of 2021).',
    ar: '{agency} وكالة عقارية في دبي. يوضّح هذا الإشعار البيانات الشخصية التي يجمعها هذا الموقع عندما تتواصل معنا، ولماذا نجمعها، ومدة احتفاظنا بها، وحقوقك عليها بموجب قانون حماية البيانات الشخصية في الإمارات (المرسوم بقانون اتحادي رقم 45 لسنة 2021).',
  },
  // The date is text, as written in each language.
  reviewed: { en: 'Last reviewed: 26 November 2026', ar: 'آخر مراجعة: 26 نوفمبر 2026' },
  collectTitle: { en: 'What we collect', ar: 'ما نجمعه' },
  collectText: {
    en: 'Only what you type into our forms: the contact form, a viewing or price enquiry about a listing, a brochure request, a request for a 3D tour, and the e-mail address of a search alert (see <alerts>Search alerts</alerts>). Each enquiry form asks for:',
    ar: 'ما تكتبه في نماذجنا فقط: نموذج التواصل، واستفسار عن معاينة عقار أو سعره، وطلب كتيّب، وطلب جولة ثلاثية الأبعاد، والبريد الإلكتروني لتنبيه البحث (راجع <alerts>تنبيهات البحث</alerts>). يطلب كل نموذج استفسار:',
  },
  collect1: { en: 'your name, e-mail address and phone number;', ar: 'اسمك وبريدك الإلكتروني ورقم هاتفك؛' },
  collect2: {
    en: 'what you choose to add: your message, a subject, the type of property you are looking for and whether you prefer e-mail or WhatsApp;',
    ar: 'ما تختار إضافته: رسالتك، وموضوعًا، ونوع العقار الذي تبحث عنه، وهل تفضّل البريد الإلكتروني أم واتساب؛',
  },
  collect3: {
    en: 'the listing, area or tour your enquiry is about, and when you sent it.',
    ar: 'العقار أو المنطقة أو الجولة التي يتعلق بها استفسارك، ووقت إرساله.',
  },
  abuse: {
    en: 'To stop automated abuse of the forms, we count the enquiries sent from each internet address for a few minutes; the count is deleted automatically when that window ends. The site sets two cookies at most: a security token that protects the forms from being submitted by other websites and, once you choose a language, manzil_lang, which keeps only that choice, for a year, and no personal data. We use no advertising or tracking cookies and no analytics service.',
    ar: 'لمنع إساءة استخدام النماذج آليًا، نحصي الاستفسارات المرسلة من كل عنوان إنترنت لبضع دقائق، ويُحذف العدد تلقائيًا بانتهاء تلك المدة. يضع الموقع ملفَّي تعريف ارتباط على الأكثر: رمز أمان يحمي النماذج من إرسالها عبر مواقع أخرى، وملف manzil_lang حين تختار لغة، ويحفظ اختيارك وحده لمدة سنة دون أي بيانات شخصية. لا نستخدم ملفات تعريف ارتباط إعلانية أو للتتبع، ولا أي خدمة تحليلات.',
  },
  maps: {
    en: 'The maps on our pages are drawn from map tiles fetched by your browser from the map provider, which receives your internet address as with any web request.',
    ar: 'تُرسم الخرائط في صفحاتنا من مربعات خرائط يجلبها متصفحك من مزوّد الخرائط، الذي يتلقى عنوان الإنترنت الخاص بك كما في أي طلب على الويب.',
  },
  alertsTitle: { en: 'Search alerts', ar: 'تنبيهات البحث' },
  alerts1: {
    en: 'When you ask us to e-mail you new homes like those of a search, we keep your e-mail address, the search, and when you signed up and confirmed. We first send one e-mail asking you to confirm; nothing else is sent until you do, and an alert that is not confirmed is deleted within {hours} hours. Once confirmed, we e-mail you at most once a day, only when new or re-priced homes match the search, and keep a record of each e-mail (which homes it listed and when) so that no home is sent to you twice.',
    ar: 'عندما تطلب منا مراسلتك بالمنازل الجديدة المشابهة لنتائج بحث ما، نحتفظ ببريدك الإلكتروني والبحث ووقت اشتراكك وتأكيدك. نرسل أولًا رسالة واحدة نطلب فيها تأكيدك، ولا نرسل شيئًا آخر قبل ذلك، ويُحذف التنبيه غير المؤكَّد خلال {hours} ساعة. بعد التأكيد نراسلك مرة واحدة في اليوم على الأكثر، وفقط عندما تطابق البحثَ منازل جديدة أو تغيّر سعرها، ونحتفظ بسجل لكل رسالة (المنازل التي تضمنتها ووقتها) حتى لا نرسل إليك المنزل نفسه مرتين.',
  },
  alerts2: {
    en: 'Every alert e-mail has a link to stop it. Following it and pressing “Stop the e-mails” ends the alert at once and deletes your address, the search and the records of the e-mails sent for it. Records of sent e-mails are otherwise deleted after 13 months. To stop sign-ups being used to flood someone’s mailbox, we count sign-ups per e-mail address and internet address for a day; the count is deleted when that window ends.',
    ar: 'في كل رسالة تنبيه رابط لإيقافه. فتحه والضغط على «أوقف الرسائل» ينهي التنبيه فورًا ويحذف عنوانك والبحث وسجلات الرسائل المرسلة له. وفي غير ذلك تُحذف سجلات الرسائل المرسلة بعد 13 شهرًا. ولمنع استخدام الاشتراكات لإغراق صندوق بريد أحدهم، نحصي الاشتراكات لكل بريد إلكتروني وعنوان إنترنت لمدة يوم، ويُحذف العدد بانتهاء تلك المدة.',
  },
  whyTitle: { en: 'Why we use it', ar: 'لماذا نستخدمها' },
  why1: {
    en: 'To answer your enquiry and arrange what you asked for: a call back, a viewing, a brochure or a tour. Sending the form is your request for this, and your consent to be contacted about it.',
    ar: 'للرد على استفسارك وترتيب ما طلبته: معاودة الاتصال أو معاينة أو كتيّب أو جولة. إرسالك النموذج هو طلبك لذلك، وموافقتك على التواصل معك بشأنه.',
  },
  why2: {
    en: 'To keep a record of the enquiries we received and how we answered them.',
    ar: 'للاحتفاظ بسجل الاستفسارات التي تلقيناها وكيف أجبنا عنها.',
  },
  noSale: {
    en: 'We do not sell your data, use it for automated decisions or send you marketing you did not ask for. A copy of each enquiry is e-mailed to our agents; the data is shared with no one else, except where a UAE authority lawfully requires it.',
    ar: 'لا نبيع بياناتك، ولا نستخدمها في قرارات آلية، ولا نرسل إليك تسويقًا لم تطلبه. تُرسل نسخة من كل استفسار بالبريد إلى وكلائنا، ولا نشارك البيانات مع أي جهة أخرى إلا إذا طلبتها جهة إماراتية مختصة وفق القانون.',
  },
  keepTitle: { en: 'How long we keep it', ar: 'مدة الاحتفاظ بها' },
  keep: {
    en: 'Search alerts are kept until you stop them (see above). We keep an enquiry for as long as we are helping you with it, and for no longer than 24 months after our last contact with you, then delete it. If a sale or tenancy follows, the records the law requires of a real estate broker are kept for the period the Dubai Land Department sets.',
    ar: 'نحتفظ بتنبيهات البحث حتى توقفها (انظر أعلاه). ونحتفظ بالاستفسار طوال مدة مساعدتنا لك، ولمدة لا تتجاوز 24 شهرًا بعد آخر تواصل معك، ثم نحذفه. وإذا تبع ذلك بيع أو إيجار، نحتفظ بالسجلات التي يفرضها القانون على الوسيط العقاري للمدة التي تحددها دائرة الأراضي والأملاك في دبي.',
  },
  rightsTitle: { en: 'Your rights', ar: 'حقوقك' },
  rightsIntro: {
    en: 'Under the Personal Data Protection Law you may ask us, at any time and free of charge:',
    ar: 'بموجب قانون حماية البيانات الشخصية يحق لك أن تطلب منا، في أي وقت ومجانًا:',
  },
  right1: {
    en: 'for a copy of the personal data we hold about you, and how we use it;',
    ar: 'نسخة من بياناتك الشخصية التي نحتفظ بها، وكيف نستخدمها؛',
  },
  right2: { en: 'to correct data that is wrong or incomplete;', ar: 'تصحيح البيانات الخاطئة أو الناقصة؛' },
  right3: {
    en: 'to delete your data, or to stop or restrict our use of it;',
    ar: 'حذف بياناتك، أو إيقاف استخدامنا لها أو تقييده؛',
  },
  right4: { en: 'to withdraw your consent to be contacted;', ar: 'سحب موافقتك على التواصل معك؛' },
  right5: {
    en: 'to receive your data in a form you can pass to someone else.',
    ar: 'الحصول على بياناتك بصيغة يمكنك نقلها إلى جهة أخرى.',
  },
  answer: {
    en: 'We answer within 30 days. If you are not satisfied with our answer, you may complain to the UAE Data Office.',
    ar: 'نرد خلال 30 يومًا. وإن لم يرضك ردنا، يمكنك تقديم شكوى إلى مكتب الإمارات للبيانات.',
  },
  contactTitle: { en: 'Contact', ar: 'التواصل' },
  contact: {
    en: 'Write to <address></address> with the subject “Personal data”, from the e-mail address you used in your enquiry so that we can find it.',
    ar: 'راسلنا على <address></address> بعنوان «بيانات شخصية»، من البريد الإلكتروني الذي استخدمته في استفسارك حتى نتمكن من العثور عليه.',
  },
  contactPage: { en: 'our contact page', ar: 'صفحة التواصل' },
});
