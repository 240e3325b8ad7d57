/** The contact enquiry form: its values and the checks of SPEC section 5 (earlier reading), in order. */

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

/** Same shape the server accepts (packages/contract/src/schemas.ts EMAIL_PATTERN): x@y.tld, tld 2-6 letters.
 * Repeated here because the schemas module pulls zod into the bundle. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/** Field order of the checks; also the order the first invalid field is chosen for focus. */
export const VALIDATED_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];

/** Returns every failing check, keyed by field, inserted in the spec's order. Empty when valid. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Email is invalid';
  if (!values.phone.trim()) errors.phone = 'Phone number is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}
