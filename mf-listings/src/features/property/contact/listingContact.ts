/**
 * Who a buyer reaches about a listing, and how each way names it: the listing's agent when it has
 * one (read with the page on the server), else the agency. One place for the agent card and the
 * phone bar, so both say the same.
 */
import { agentCardQuery, useQuery } from '@manzil/api-client';
import { contentIn, type AgentCard, type Locale, type Property, type SiteConfig } from '@manzil/contract';
import {
  formatPhone,
  listingEnquiryText,
  listingLabel,
  listingMailtoHref,
  propertyReference,
  telHref,
  whatsAppHref,
} from '@manzil/format';

export interface ListingContact {
  /** 'Boulevard Point (Ref. 65A1B2C3)'. */
  label: string;
  reference: string;
  /** The agent who answers: an active one (a retired agent is reached through the agency). */
  agent: ActiveAgent | null;
  /** The agent's name, or the agency's. */
  who: string;
  /** Set when `who` is the English fallback of an agent's name on a page in another language. */
  whoLang?: string;
  phone: string;
  callHref: string;
  whatsAppHref: string;
  mailHref: string;
}

type ActiveAgent = Extract<AgentCard, { active: true }>;

/** The listing's agent (null without one, while loading, or if it cannot be read: the agency answers). */
export function useListingAgent(property: Property): AgentCard | null {
  const slug = property.agent ?? '';
  const query = useQuery({ ...agentCardQuery(slug), enabled: slug !== '' });
  return slug && query.data ? query.data : null;
}

export function listingContact(
  property: Property,
  listingAgent: AgentCard | null,
  config: SiteConfig | null,
  locale: Locale = 'en',
): ListingContact | null {
  const reference = propertyReference(property._id);
  // The messages sent to the agent (chat, e-mail) are in the visitor's language but name the listing as
  // the agency lists it, in English.
  const name = property.house_name;
  const shownName = contentIn(property, 'house_name', locale).text;
  // A retired agent has no phone or e-mail to give: the agency answers for their listing.
  const agent = listingAgent?.active ? listingAgent : null;
  const phone = agent?.phone ?? config?.agencyPhone;
  const email = agent?.email ?? config?.agencyEmail;
  if (!phone || !email) return null;
  const who = agent ? contentIn(agent, 'name', locale) : { text: config?.brandName ?? '' };
  return {
    label: listingLabel(shownName, reference, locale),
    reference,
    agent,
    who: who.text,
    ...(who.lang ? { whoLang: who.lang } : {}),
    phone: formatPhone(phone),
    callHref: telHref(phone),
    whatsAppHref: whatsAppHref(agent?.whatsapp ?? phone, listingEnquiryText(name, reference, locale)),
    mailHref: listingMailtoHref(email, name, reference, locale),
  };
}
