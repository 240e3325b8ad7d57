/**
 * The agent card of a property page: photo, name, broker number (BRN), languages, and a
 * call, a WhatsApp chat and an e-mail that each name the listing and its reference. Server-rendered:
 * the page's load reads the agent with the property. A listing without an agent shows the agency.
 */
import type { Property, SiteConfig } from '@manzil/contract';
import { MailIcon } from '@manzil/ui';
import { CallAndChat } from './CallAndChat';
import { listingContact, useListingAgent } from './listingContact';
import styles from './ListingContact.module.css';

export function AgentCard({ property, config }: { property: Property; config: SiteConfig | null }) {
  const contact = listingContact(property, useListingAgent(property), config);
  if (!contact) return null;
  const { agent } = contact;
  return (
    <section className={styles.agent} aria-labelledby="agent-heading">
      <div className={styles.agentHead}>
        {agent ? (
          <img
            className={styles.agentPhoto}
            src={agent.photo}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div>
          <p className={styles.agentRole}>{agent ? 'Listing agent' : 'Listed by'}</p>
          <h2 id="agent-heading" className={styles.agentName}>
            {contact.who}
          </h2>
          {agent ? (
            <>
              <p className={styles.agentFact}>
                <abbr title="Broker registration number">BRN</abbr> {agent.brn}
              </p>
              <p className={styles.agentFact}>Speaks {agent.languages.join(', ')}</p>
            </>
          ) : null}
        </div>
      </div>
      <div className={styles.agentActions}>
        <CallAndChat contact={contact} className={styles.action} iconSize={18} />
        <a
          className={styles.action}
          href={contact.mailHref}
          aria-label={`Email ${contact.who} about ${contact.label}`}
        >
          <MailIcon size={18} />
          Email
        </a>
      </div>
    </section>
  );
}
