/**
 * Forms that work before and without the app's code. A server-rendered form posts to its own page
 * with a hidden field naming it; the server checks and records it as the app would (same checks,
 * same anti-forgery check, same rate limit) and answers the page rendered with the result
 * (api/src/web/form-posts.ts). The app then starts from that result instead of an empty form.
 */

/** The hidden field that names the form a page posted. */
export const PAGE_FORM_FIELD = '_form';

export const PAGE_FORMS = [
  'contact',
  'property-inquiry',
  'brochure',
  'search-alert',
  'alert-confirm',
  'alert-unsubscribe',
] as const;
export type PageFormId = (typeof PAGE_FORMS)[number];

/**
 * - `invalid`: the checks failed; `errors` holds the spec's message per field.
 * - `sent`: the enquiry was recorded (a search alert: its confirmation mailed, or the link's action done).
 * - `failed`: it could not be recorded (too many requests, the database away): the spec's error text.
 */
export type PageFormOutcome = 'invalid' | 'sent' | 'failed';

export interface PageFormResult {
  form: PageFormId;
  outcome: PageFormOutcome;
  /** What the visitor sent, field by field (kept in the form unless the spec clears it). */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** The contact form's e-mail path: the mail link the visitor follows to send the message; the
   * brochure request: the brochure, when it is on another site (one on this site is opened at once). */
  link?: string;
}

export type PreferredContact = 'email' | 'whatsapp';

/** The contact page's enquiry form (union of the spec's two readings). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  propertyType: string;
  preferredContact: PreferredContact;
}

/** The property page's inquiry form. */
export interface InquiryFormValues {
  name: string;
  email: string;
  phone: string;
  propertyType: string;
  message: string;
}
