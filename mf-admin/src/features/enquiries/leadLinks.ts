/** Where a lead points: the listing it is about, and replies that name it (wa.me, mailto). */
import { internationalDigits, pagePath, type EnquiryInput, type Lead } from '@manzil/contract';

/** What an enquiry is about, as staff name it: a listing with its Reference ID, an area, a subject. */
export function aboutText(lead: Pick<EnquiryInput, 'about' | 'subject' | 'propertyType'>): string | null {
  // A listing's Reference ID, as the server recorded it, is what staff look the home up by.
  if (lead.about?.reference) return `${lead.about.name} (Ref. ${lead.about.reference})`;
  if (lead.about) return lead.about.name;
  if (lead.subject) return lead.subject;
  if (lead.propertyType) return lead.propertyType;
  return null;
}

/** The public page of the listing an enquiry is about (only a property has one by its slug). */
export const listingPath = (lead: Pick<EnquiryInput, 'about'>): string | null =>
  lead.about?.type === 'property' ? pagePath('property', { propertySlug: lead.about.ref }) : null;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The reply's opening line, naming what the visitor asked about. */
export function replyText(lead: Lead): string {
  const about = aboutText(lead);
  return about
    ? `Hello ${firstName(lead.name)}, thank you for your enquiry about ${about}.`
    : `Hello ${firstName(lead.name)}, thank you for your enquiry.`;
}

/** A WhatsApp chat with the sender, the reply typed in; null when the phone has too few digits. */
export function whatsappLink(lead: Lead): string | null {
  const digits = internationalDigits(lead.phone);
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(replyText(lead))}`;
}

/** An e-mail to the sender with a subject naming the listing. */
export function mailtoLink(lead: Lead): string {
  const about = aboutText(lead);
  const subject = about ? `Your enquiry about ${about}` : 'Your enquiry';
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${replyText(lead)}\n\n`)}`;
  // The address is checked by the contract (no ?, & or spaces); encoded all the same, @ kept readable.
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?${query}`;
}
