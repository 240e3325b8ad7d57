/** The contact enquiry form: its values and the checks of docs/glossary.md(earlier reading), in order. */
import { isEmail } from '@manzil/format';

export type PreferredContact = 'email' | 'whatsapp';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  propertyType: string;
  preferredContact: PreferredContact;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  propertyType: '',
  preferredContact: 'email',
};

/** Field order of the checks; also the order the first invalid field is chosen for focus. */
export const VALIDATED_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** Returns every failing check, keyed by field, inserted in the spec's order. Empty when valid. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!isEmail(email)) errors.email = 'Email is invalid';
  if (!values.phone.trim()) errors.phone = 'Phone number is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}
