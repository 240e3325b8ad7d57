/**
 * On phones, a bar at the foot of the screen while a buyer reads a listing: call or chat
 * with the listing's agent, or enquire (the page's inquiry form, which records the enquiry with the
 * listing). Server-rendered links that work before the app starts; each names the listing. Hidden
 * from 769 px, where the form sits beside the text.
 */
import type { MouseEvent } from 'react';
import type { Property, SiteConfig } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { MailIcon } from '@manzil/ui';
import { CallAndChat } from './CallAndChat';
import { listingContact, useListingAgent } from './listingContact';
import styles from './ListingContact.module.css';
import { contactMessages } from './messages';

/** The inquiry form's heading: the Enquire link's target when the app has not started. */
export const INQUIRY_ANCHOR = 'inquiry-heading';

interface ContactBarProps {
  property: Property;
  config: SiteConfig | null;
  /** Scrolls to the form and puts the cursor in its first field. */
  onEnquire: () => void;
}

export function ContactBar({ property, config, onEnquire }: ContactBarProps) {
  const t = useMessages(contactMessages);
  const contact = listingContact(property, useListingAgent(property), config, t.locale);
  if (!contact) return null;
  const enquire = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onEnquire();
  };
  return (
    <nav className={styles.bar} aria-label={t('contactAbout', { listing: contact.label })}>
      <CallAndChat contact={contact} className={styles.barAction} iconSize={20} />
      <a
        className={`${styles.barAction} ${styles.barPrimary}`}
        href={`#${INQUIRY_ANCHOR}`}
        onClick={enquire}
        aria-label={t('enquireAbout', { listing: contact.label })}
      >
        <MailIcon size={20} />
        {t('enquire')}
      </a>
    </nav>
  );
}
