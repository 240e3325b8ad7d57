/**
 * The outbound messages of the contact form (docs/glossary.md: calls replaced by outbound links):
 * a WhatsApp chat link with prefilled text, or a mail link. Empty fields appear as placeholders
 * such as '[Your name]' (later reading), so the agent always sees which details are missing.
 */
import type { ContactFormValues } from '@manzil/contract';
import { enquiryAboutLine } from './listing-contact';
import { whatsAppHref } from './phone';

const PLACEHOLDERS: Record<Exclude<keyof ContactFormValues, 'preferredContact'>, string> = {
  name: '[Your name]',
  email: '[Your email]',
  phone: '[Your phone]',
  subject: '[Subject]',
  message: '[Your message]',
  propertyType: '[Property type]',
};

const CHANNEL_LABELS: Record<ContactFormValues['preferredContact'], string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
};

function orPlaceholder(values: ContactFormValues, field: keyof typeof PLACEHOLDERS): string {
  return values[field].trim() || PLACEHOLDERS[field];
}

/** The enquiry as lines of text, shared by the chat text and the mail body; `about`, the listing it
 * was opened for, named first. */
export function buildEnquiryText(
  values: ContactFormValues,
  brandName: string,
  about?: { name: string; reference: string },
): string {
  return [
    `Hello ${brandName}, I would like to make a property enquiry.`,
    ...(about ? [enquiryAboutLine(about.name, about.reference)] : []),
    '',
    `Name: ${orPlaceholder(values, 'name')}`,
    `Email: ${orPlaceholder(values, 'email')}`,
    `Phone: ${orPlaceholder(values, 'phone')}`,
    `Subject: ${orPlaceholder(values, 'subject')}`,
    `Property type: ${orPlaceholder(values, 'propertyType')}`,
    `Preferred contact: ${CHANNEL_LABELS[values.preferredContact]}`,
    '',
    'Message:',
    orPlaceholder(values, 'message'),
  ].join('\n');
}

/** https://wa.me/<digits>?text=<text>; the number is the agency's, digits only. */
export { whatsAppHref as buildWhatsAppUrl } from './phone';

export function buildMailSubject(propertyType: string): string {
  return `Property Inquiry - ${propertyType.trim() || 'New Property'}`;
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
): { channel: 'whatsapp' | 'email'; url: string } {
  const text = buildEnquiryText(values, recipient.brandName, about);
  if (values.preferredContact === 'whatsapp')
    return { channel: 'whatsapp', url: whatsAppHref(recipient.agencyPhone, text) };
  return {
    channel: 'email',
    url: buildMailtoUrl(recipient.agencyEmail, buildMailSubject(values.propertyType), text),
  };
}
