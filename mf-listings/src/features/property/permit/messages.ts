import { defineMessages } from '@manzil/i18n';

export const permitMessages = defineMessages({
  title: { en: 'Regulatory information', ar: 'المعلومات التنظيمية' },
  permit: { en: 'Trakheesi permit', ar: 'تصريح ترخيصي' },
  agentBrn: { en: 'Agent BRN ({name})', ar: 'رقم تسجيل الوسيط ({name})' },
  licence: { en: 'Agency licence (ORN)', ar: 'رخصة الوكالة (ORN)' },
  note: {
    en: 'Scan the code or <check>check this permit with the Dubai Land Department</check> to see who may advertise this home, and until when.',
    ar: 'امسح الرمز أو <check>تحقّق من هذا التصريح لدى دائرة الأراضي والأملاك في دبي</check> لمعرفة من يحق له الإعلان عن هذا المنزل وحتى متى.',
  },
  qr: {
    en: 'QR code of permit {permit}: opens its check at the Dubai Land Department',
    ar: 'رمز QR للتصريح {permit}: يفتح صفحة التحقق منه لدى دائرة الأراضي والأملاك في دبي',
  },
});
