import { ALERT_TEXTS } from '@manzil/contract';
import { defineMessages } from '@manzil/i18n';

/** The alert sign-up's texts; the English ones are the contract's (the server says the same). */
export const alertMessages = defineMessages({
  title: { en: ALERT_TEXTS.title, ar: 'أرسلوا لي العقارات الجديدة المشابهة' },
  intro: {
    en: ALERT_TEXTS.intro,
    ar: 'اترك بريدك الإلكتروني وسنرسل لك العقارات الجديدة، والعقارات التي يتغير سعرها، المطابقة لهذا البحث: رسالة واحدة في اليوم على الأكثر.',
  },
  consent: {
    en: ALERT_TEXTS.consent,
    ar: 'أوافق على أن تحتفظ Manzil ببريدي الإلكتروني وبهذا البحث لترسل لي هذه الرسائل، كما يوضح إشعار الخصوصية. يمكنني إيقافها من أي رسالة منها.',
  },
  submit: { en: ALERT_TEXTS.submit, ar: 'أرسلوا لي العقارات الجديدة' },
  sent: {
    en: ALERT_TEXTS.sent,
    ar: 'اقتربنا: أرسلنا إليك رسالة بريد إلكتروني. إن كان التنبيه جديداً، فاتبع الرابط فيها لتفعيله؛ لن نرسل شيئاً قبل ذلك.',
  },
  failed: { en: ALERT_TEXTS.failed, ar: 'تعذّر حفظ التنبيه الآن. يرجى المحاولة لاحقاً.' },
  email: { en: 'Your e-mail address', ar: 'بريدك الإلكتروني' },
  sending: { en: 'Sending...', ar: 'جارٍ الإرسال...' },
  privacy: { en: 'Privacy notice', ar: 'إشعار الخصوصية' },
});
