/**
 * The visitor-facing texts of the shared form checks and enquiry messages, in both languages. The
 * browser and the server's no-JavaScript answers read them with `messagesIn(…, locale)`, so a form
 * posted from an /ar page is answered in Arabic by either.
 */
import { ALERT_TEXTS, LISTING_STATUS_LABELS, RENT_PERIOD_LABELS } from '@manzil/contract';
import { defineMessages } from '@manzil/i18n';
import catalogue from './messages.json' with { type: 'json' };

export const formMessages = defineMessages({
  nameRequired: { en: 'Name is required', ar: 'الاسم مطلوب' },
  emailRequired: { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  emailInvalid: { en: 'Email is invalid', ar: 'البريد الإلكتروني غير صحيح' },
  phoneRequired: { en: 'Phone number is required', ar: 'رقم الهاتف مطلوب' },
  messageRequired: { en: 'Message is required', ar: 'الرسالة مطلوبة' },
  oneEmail: {
    en: 'Please enter one e-mail address only, without a name, a comment or a second address.',
    ar: 'يرجى إدخال عنوان بريد إلكتروني واحد فقط، دون اسم أو تعليق أو عنوان ثانٍ.',
  },
  fillAll: { en: 'Please fill out all fields.', ar: 'يرجى تعبئة جميع الحقول.' },
  alertEmailRequired: { en: ALERT_TEXTS.emailRequired, ar: 'البريد الإلكتروني مطلوب' },
  alertEmailInvalid: { en: ALERT_TEXTS.emailInvalid, ar: 'البريد الإلكتروني غير صحيح' },
  alertConsentRequired: {
    en: ALERT_TEXTS.consentRequired,
    ar: 'يرجى تحديد المربع للموافقة قبل أن نراسلك بالبريد الإلكتروني',
  },
});

export const enquiryMessages = defineMessages(catalogue.enquiryMessages);

export const listingMessages = defineMessages(catalogue.listingMessages);

/** The labels of a listing's type, status and lease (the English ones are the records' values). */
export const listingLabelMessages = defineMessages({
  Apartment: { en: 'Apartment', ar: 'شقة' },
  Villa: { en: 'Villa', ar: 'فيلا' },
  Townhouse: { en: 'Townhouse', ar: 'تاون هاوس' },
  Penthouse: { en: 'Penthouse', ar: 'بنتهاوس' },
  Duplex: { en: 'Duplex', ar: 'دوبلكس' },
  House: { en: 'House', ar: 'منزل' },
  Commercial: { en: 'Commercial', ar: 'تجاري' },
  Land: { en: 'Land', ar: 'أرض' },
  available: { en: LISTING_STATUS_LABELS.available, ar: 'متاح' },
  'under-offer': { en: LISTING_STATUS_LABELS['under-offer'], ar: 'قيد التفاوض' },
  reserved: { en: LISTING_STATUS_LABELS.reserved, ar: 'محجوز' },
  sold: { en: LISTING_STATUS_LABELS.sold, ar: 'مُباع' },
  rented: { en: LISTING_STATUS_LABELS.rented, ar: 'مؤجَّر' },
  yearly: { en: RENT_PERIOD_LABELS.yearly, ar: 'عقد سنوي' },
  monthly: { en: RENT_PERIOD_LABELS.monthly, ar: 'عقد شهري' },
});
