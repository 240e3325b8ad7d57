/**
 * The agent card of a property page: photo, name, broker number (BRN), languages, and a
 * call, a WhatsApp chat and an e-mail that each name the listing and its reference. Server-rendered:
 * the page's load reads the agent with the property. A listing without an agent shows the agency.
 */
import type { Property, SiteConfig } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { MailIcon } from '@manzil/ui';
import { joinList, useLanguageName } from '../../../shared/languages/languageName';
import { CallAndChat } from './CallAndChat';
import { listingContact, useListingAgent } from './listingContact';
import styles from './ListingContact.module.css';
import { contactMessages } from './messages';
import { Words } from '../../../shared/ui/Words';

export function AgentCard({ property, config }: { property: Property; config: SiteConfig | null }) {
  const t = useMessages(contactMessages);
  const languageName = useLanguageName();
  const contact = listingContact(property, useListingAgent(property), config, t.locale);
  if (!contact) return null;
  const { agent } = contact;
  const about = { who: contact.who, listing: contact.label };
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
          <p className={styles.agentRole}>{agent ? t('listingAgent') : t('listedBy')}</p>
          <h2 id="agent-heading" className={styles.agentName} lang={contact.whoLang}>
            <Words shown={{ text: contact.who, ...(contact.whoLang ? { lang: contact.whoLang } : {}) }} />
          </h2>
          {agent ? (
            <>
              <p className={styles.agentFact}>
                <abbr title={t('brn')}>{t('brnShort')}</abbr> {agent.brn}
              </p>
              <p className={styles.agentFact}>
                {t('speaks', { languages: joinList(agent.languages.map(languageName), t.locale) })}
              </p>
            </>
          ) : null}
        </div>
      </div>
      <div className={styles.agentActions}>
        <CallAndChat contact={contact} className={styles.action} iconSize={18} />
        <a className={styles.action} href={contact.mailHref} aria-label={t('emailAbout', about)}>
          <MailIcon size={18} />
          {t('email')}
        </a>
      </div>
    </section>
  );
}
