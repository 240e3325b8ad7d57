/**
 * The phone a buyer calls or chats with about a listing, and the links to do it: the listing's agent
 * while they are active, else the agency. The one place the cards build `tel:` and
 * `https://wa.me/<digits>?text=…` (the chat opens naming the home by its Reference ID).
 */
import type { Locale } from '@manzil/contract';
import { formatPhone, listingEnquiryText, propertyReference, telHref, whatsAppHref } from '@manzil/format';

/** What the cards know of an agent: a retired one has no phone of theirs to give. */
export type PhoneAgent = { active: true; phone: string; whatsapp?: string } | { active: false };

export interface PhoneLinks {
  /** '+971 50 123 4567'. */
  phone: string;
  callHref: string;
  whatsAppHref: string;
}

export function listingPhoneLinks(
  listing: { _id: string; house_name: string },
  agent: PhoneAgent | null | undefined,
  agencyPhone: string | undefined,
  locale: Locale = 'en',
): PhoneLinks | null {
  const own = agent?.active ? agent : null;
  const phone = own?.phone || agencyPhone;
  if (!phone || !/\d/.test(phone)) return null;
  const chat = own?.whatsapp || phone;
  return {
    phone: formatPhone(phone),
    callHref: telHref(phone),
    whatsAppHref: whatsAppHref(
      chat,
      listingEnquiryText(listing.house_name, propertyReference(listing._id), locale),
    ),
  };
}
