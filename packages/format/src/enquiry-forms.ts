/**
 * The checks of the visitors' enquiry forms, in the spec's order and words (docs/glossary.md). One copy
 * for the browser and for the server, which runs them on a form posted before or without the app's
 * code (api/src/web/form-posts.ts).
 */
import type {
  ContactFormValues,
  EnquiryAbout,
  EnquiryInput,
  InquiryFormValues,
  Locale,
  PreferredContact,
} from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { isAddressList, isEmail } from './email';
import { formMessages } from './messages';

/** The spec's 'Please fill out all fields.' of the brochure and VR access forms, in `locale`. */
export const fillAllFieldsMessage = (locale: Locale = 'en'): string =>
  messagesIn(formMessages, locale)('fillAll');

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  propertyType: '',
  preferredContact: 'email',
};

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;
export type InquiryFormErrors = Partial<Record<keyof InquiryFormValues, string>>;

/** Field order of the checks; also the order the first invalid field is chosen for focus. */
export const VALIDATED_FIELDS = ['name', 'email', 'phone', 'message'] as const;

type Checked = Record<(typeof VALIDATED_FIELDS)[number], string>;

/** The name, e-mail and phone every enquiry form asks for (brochure request, VR access, ...). */
export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}
export type ContactDetailsErrors = Partial<Record<keyof ContactDetails, string>>;

/**
 * The spec's checks of name, e-mail and phone, in its order and words: the message each field shows
 * beside it (the brochure and VR access forms also say the spec's 'Please fill out all fields.').
 */
export function validateContactDetails(values: ContactDetails, locale: Locale = 'en'): ContactDetailsErrors {
  const t = messagesIn(formMessages, locale);
  const errors: ContactDetailsErrors = {};
  if (!values.name.trim()) errors.name = t('nameRequired');
  const email = values.email.trim();
  if (!email) errors.email = t('emailRequired');
  else if (isAddressList(email)) errors.email = t('oneEmail');
  else if (!isEmail(email)) errors.email = t('emailInvalid');
  if (!values.phone.trim()) errors.phone = t('phoneRequired');
  return errors;
}

/** Whether a required field of these details was left empty (the spec's 'Please fill out all fields.'). */
export const missesContactDetail = (values: ContactDetails): boolean =>
  !values.name.trim() || !values.email.trim() || !values.phone.trim();

/** The spec's contact-form checks, which the property inquiry (all four required) shares. */
function checkRequired(values: Checked, locale: Locale): Partial<Checked> {
  const errors: Partial<Checked> = validateContactDetails(values, locale);
  if (!values.message.trim()) errors.message = messagesIn(formMessages, locale)('messageRequired');
  return errors;
}

/** Returns every failing check, keyed by field, inserted in the spec's order. Empty when valid. */
export const validateContactForm = (values: ContactFormValues, locale: Locale = 'en'): ContactFormErrors =>
  checkRequired(values, locale);
export const validateInquiryForm = (values: InquiryFormValues, locale: Locale = 'en'): InquiryFormErrors =>
  checkRequired(values, locale);

/** A posted value as one of the two channels (anything else is the default, e-mail). */
export const asPreferredContact = (value: unknown): PreferredContact =>
  value === 'whatsapp' ? 'whatsapp' : 'email';

/** The contact form as the API records it: trimmed, optional fields only when filled in; `about`, the
 * listing it was opened for (the API records its name and reference from the listing itself). */
export function toContactEnquiry(values: ContactFormValues, about?: EnquiryAbout): EnquiryInput {
  const enquiry: EnquiryInput = {
    kind: 'contact',
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    preferredContact: values.preferredContact,
  };
  if (values.subject.trim()) enquiry.subject = values.subject.trim();
  if (values.propertyType) enquiry.propertyType = values.propertyType;
  if (about) enquiry.about = about;
  return enquiry;
}

/** The property inquiry as the API records it, naming the listing it is about. */
export function toInquiryEnquiry(
  values: InquiryFormValues,
  property: { slug: string; house_name: string },
): EnquiryInput {
  return {
    kind: 'property-inquiry',
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    ...(values.propertyType ? { propertyType: values.propertyType } : {}),
    about: { type: 'property', ref: property.slug, name: property.house_name },
  };
}
