import { ALERT_PAGE_TEXTS } from '@manzil/contract';
import { defineMessages } from '@manzil/i18n';

const { confirm, unsubscribe } = ALERT_PAGE_TEXTS;

export const alertMessages = defineMessages({
  confirmTitle: { en: confirm.title, ar: 'أكّد تنبيه البحث' },
  confirmLead: {
    en: confirm.lead,
    ar: 'اضغط الزر لبدء رسائل البريد عن المنازل الجديدة المطابقة لبحثك. نرسل رسالة واحدة في اليوم على الأكثر.',
  },
  confirmButton: { en: confirm.button, ar: 'ابدأ التنبيه' },
  confirmDone: {
    en: confirm.done,
    ar: 'تم تفعيل تنبيهك. سنراسلك عندما تتوفر منازل جديدة تطابق بحثك، مرة واحدة في اليوم على الأكثر. في كل رسالة رابط لإيقافه.',
  },
  confirmInvalid: {
    en: confirm.invalid,
    ar: 'انتهت صلاحية رابط التأكيد هذا أو استُخدم من قبل. اشترك مجددًا من صفحة البحث إن كنت لا تزال تريد التنبيه.',
  },
  unsubscribeTitle: { en: unsubscribe.title, ar: 'أوقف تنبيه البحث هذا' },
  unsubscribeLead: {
    en: unsubscribe.lead,
    ar: 'اضغط الزر ولن نرسل أي رسائل أخرى لهذا البحث، وسنحذف العنوان والبحث المحفوظين له.',
  },
  unsubscribeButton: { en: unsubscribe.button, ar: 'أوقف الرسائل' },
  unsubscribeDone: {
    en: unsubscribe.done,
    ar: 'تم: أُوقف هذا التنبيه وحُذفت بياناته. لن تصلك رسائل أخرى لهذا البحث.',
  },
  unsubscribeInvalid: {
    en: unsubscribe.invalid,
    ar: 'هذا التنبيه متوقف بالفعل، أو أن الرابط ليس من روابطنا. لن تصلك رسائل أخرى بشأنه.',
  },
  confirmedTitle: { en: 'Your search alert is on', ar: 'تنبيه البحث مفعّل' },
  stoppedTitle: { en: 'This search alert is stopped', ar: 'تنبيه البحث هذا متوقف' },
  searchHomes: { en: 'Search homes', ar: 'ابحث عن منازل' },
  howWeHandle: { en: 'How we handle your e-mail address', ar: 'كيف نتعامل مع بريدك الإلكتروني' },
});
