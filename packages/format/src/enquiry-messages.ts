/**
 * The outbound messages of the contact form (docs/glossary.md: calls replaced by outbound links):
 * a WhatsApp chat link with prefilled text, or a mail link. Empty fields appear as placeholders
 * such as '[Your name]' (later reading), so the agent always sees which details are missing.
 */
import type { ContactFormValues, Locale } from '@manzil/contract';
import { messagesIn } from '@manzil/i18n';
import { enquiryAboutLine } from './listing-contact';
import { enquiryMessages } from './messages';
import { whatsAppHref } from './phone';

type Field = Exclude<keyof ContactFormValues, 'preferredContact'>;

const PLACEHOLDERS = {
  name: 'placeholderName',
  email: 'placeholderEmail',
  phone: 'placeholderPhone',
  subject: 'placeholderSubject',
  message: 'placeholderMessage',
  propertyType: 'placeholderPropertyType',
} as const satisfies Record<Field, keyof typeof enquiryMessages>;

const CHANNEL_LABELS = {
  email: 'channelEmail',
  whatsapp: 'channelWhatsapp',
} as const satisfies Record<ContactFormValues['preferredContact'], keyof typeof enquiryMessages>;

/** The enquiry as lines of text, shared by the chat text and the mail body; `about`, the listing it
 * was opened for, named first. */
export function buildEnquiryText(
  values: ContactFormValues,
  brandName: string,
  about?: { name: string; reference: string },
  locale: Locale = 'en',
): string {
  const t = messagesIn(enquiryMessages, locale);
  const value = (field: Field) => values[field].trim() || t(PLACEHOLDERS[field]);
  return [
    t('hello', { brandName }),
    ...(about ? [enquiryAboutLine(about.name, about.reference, locale)] : []),
    '',
    t('name', { value: value('name') }),
    t('email', { value: value('email') }),
    t('phone', { value: value('phone') }),
    t('subject', { value: value('subject') }),
    t('propertyType', { value: value('propertyType') }),
    t('preferredContact', { value: t(CHANNEL_LABELS[values.preferredContact]) }),
    '',
    t('message'),
    value('message'),
  ].join('\n');
}

/** https://wa.me/<digits>?text=<text>; the number is the agency's, digits only. */
export { whatsAppHref as buildWhatsAppUrl } from './phone';

export function buildMailSubject(propertyType: string, locale: Locale = 'en'): string {
  const t = messagesIn(enquiryMessages, locale);
  return t('mailSubject', { about: propertyType.trim() || t('newProperty') });
}

/** mailto: with subject and body encoded as RFC 6068 asks (%20, not '+', for spaces). */
export function buildMailtoUrl(agencyEmail: string, subject: string, body: string): string {
  return `mailto:${agencyEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The agency's ways to be reached, as a contact enquiry needs them (the site's settings). */
export interface EnquiryRecipient {
  brandName: string;
  agencyPhone: string;
  agencyEmail: string;
}

/** Where a contact enquiry goes: by the visitor's preferred contact, the agency's WhatsApp chat or a
 * mail to it, carrying the enquiry's text. One rule for the app's send and the server's answer to the
 * form posted before the app started. */
export function contactEnquiryLink(
  values: ContactFormValues,
  recipient: EnquiryRecipient,
  about?: { name: string; reference: string },
  locale: Locale = 'en',
): { channel: 'whatsapp' | 'email'; url: string } {
  const text = buildEnquiryText(values, recipient.brandName, about, locale);
  if (values.preferredContact === 'whatsapp')
    return { channel: 'whatsapp', url: whatsAppHref(recipient.agencyPhone, text) };
  return {
    channel: 'email',
    url: buildMailtoUrl(recipient.agencyEmail, buildMailSubject(values.propertyType, locale), text),
  };
}
