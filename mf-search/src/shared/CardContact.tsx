/**
 * What every card of this remote offers to reach someone about its home: "Enquire now" (a link to the
 * contact form naming the home, answered in place by the shell's enquiry sheet once the page has
 * started), Call and WhatsApp (the listing's agent, else the agency).
 */
import type { MouseEvent } from 'react';
import { CONTACT_PROPERTY_PARAM, withQuery, type Property } from '@manzil/contract';
import { useSiteConfig } from '@manzil/api-client';
import { useMessages, usePagePath } from '@manzil/i18n';
import {
  ListingCardLink,
  ListingPhoneLinks,
  listingPhoneLinks,
  requestEnquirySheet,
  VisuallyHidden,
} from '@manzil/ui';
import { searchMessages as messages } from '../features/search/messages';

/** The contact page's form, where a card's enquiry lands without JavaScript. */
export const ENQUIRY_ANCHOR = 'enquiry';

/** A click the page answers itself (not one opening a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function EnquireLink({ property, name }: { property: Property; name: string }) {
  const t = useMessages(messages);
  const path = usePagePath();
  return (
    <ListingCardLink
      to={withQuery(path('contact'), { [CONTACT_PROPERTY_PARAM]: property.slug }, ENQUIRY_ANCHOR)}
      onClick={(event) => {
        if (isPlainClick(event) && requestEnquirySheet(property.slug)) event.preventDefault();
      }}
    >
      {t('enquire')}
      <VisuallyHidden>{t('enquireAbout', { name })}</VisuallyHidden>
    </ListingCardLink>
  );
}

/** Call and WhatsApp for a card: the agent's phone comes with the search's results (agentContact). */
export function CardPhoneLinks({ property, name }: { property: Property; name: string }) {
  const { locale } = useMessages(messages);
  const site = useSiteConfig();
  const agent = property.agentContact ? { active: true as const, ...property.agentContact } : undefined;
  const links = listingPhoneLinks(
    property,
    agent,
    site.status === 'ready' ? site.config.agencyPhone : undefined,
    locale,
  );
  return links ? <ListingPhoneLinks links={links} name={name} /> : null;
}
