/**
 * /find-my-agent/{agentSlug}: the agent (portrait, BRN, languages, areas, call / WhatsApp / e-mail)
 * and their listings with the shared listing card. An unknown slug is the site's 404 (the shell
 * learns it from the page's metadata); a retired agent's page stays for old links and sends enquiries
 * to the agency.
 */
import { Link, useParams } from 'react-router-dom';
import { BRAND, contentIn, type AgentProfile, type Property } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { useAgent, useAgentProperties } from '@manzil/api-client';
import { formatPhone, telHref, whatsAppHref } from '@manzil/format';
import {
  accentButtonClass,
  buttonClass,
  compactClass,
  displayClass,
  FallbackImage,
  headingClass,
  RetryButton,
  visuallyHidden,
} from '@manzil/ui';
import { remoteData, type RemoteData } from '../../shared/api/remoteData';
import { PropertyListing } from '../../shared/ui/PropertyListing';
import common from '../../shared/ui/common.module.css';
import { AgentFacts, PORTRAIT } from './AgentCard';
import { firstName, useAgentText } from './agentText';
import styles from './AgentPage.module.css';
import { agentMessages } from './messages';
import { Words } from '../../shared/ui/Words';

/** The agent's call, chat and mail links: compact pill buttons. */
const CONTACT_BUTTON = `${compactClass} ${styles.contact}`;

function Contacts({ agent, name }: { agent: Extract<AgentProfile, { active: true }>; name: string }) {
  const t = useMessages(agentMessages);
  const hello = t('hello', { name: firstName(name), brand: BRAND.name });
  return (
    <ul className={styles.contacts} aria-label={t('contact', { name })}>
      <li>
        <a className={`${accentButtonClass} ${CONTACT_BUTTON}`} href={telHref(agent.phone)}>
          {/* The number isolated left to right: in an Arabic sentence its groups would read reversed. */}
          {t.rich('call', {
            phone: (
              <bdi key="phone" dir="ltr">
                {formatPhone(agent.phone)}
              </bdi>
            ),
          })}
        </a>
      </li>
      <li>
        <a
          className={`${buttonClass} ${CONTACT_BUTTON} ${styles.whatsapp}`}
          href={whatsAppHref(agent.whatsapp, hello)}
          target="_blank"
          rel="noreferrer"
        >
          {t('whatsApp')}
          <span className={visuallyHidden}>{t('newTab')}</span>
        </a>
      </li>
      <li>
        <a
          className={`${buttonClass} ${CONTACT_BUTTON} ${styles.email}`}
          href={`mailto:${agent.email}?subject=${encodeURIComponent(t('mailSubject', { name }))}`}
        >
          {t('email', { email: agent.email })}
        </a>
      </li>
    </ul>
  );
}

function Profile({ agent }: { agent: AgentProfile }) {
  const text = useAgentText();
  const { t } = text;
  const path = usePagePath();
  const name = contentIn(agent, 'name', t.locale);
  return (
    <header className={styles.profile}>
      <div className={styles.profileInner}>
        <FallbackImage
          src={agent.photo}
          alt={t('portrait', { name: name.text })}
          width={PORTRAIT.width}
          height={PORTRAIT.height}
          sizes="(max-width: 767px) 40vw, 280px"
          fetchPriority="high"
          className={styles.photo}
        />
        <div className={styles.details}>
          <p className={styles.eyebrow}>
            <Link to={path('agents')} className={styles.back}>
              {t('title')}
            </Link>
          </p>
          <h1 className={displayClass} lang={name.lang}>
            <Words shown={name} />
          </h1>
          <p className={styles.role}>
            {t('brokerAt', { brand: BRAND.name })} · <abbr title={t('brn')}>{t('brnShort')}</abbr> {agent.brn}
          </p>
          <AgentFacts agent={agent} areas={text.allAreas(agent.workAreas)} className={styles.facts} />
          {agent.active ? (
            <Contacts agent={agent} name={name.text} />
          ) : (
            <p className={styles.retired}>
              {t.rich('retired', {
                name: name.text,
                brand: BRAND.name,
                link: (chunks) => <Link to={path('contact')}>{chunks}</Link>,
              })}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}

export default function AgentPage() {
  const { agentSlug = '' } = useParams();
  const agentQuery = useAgent(agentSlug);
  const agent = remoteData(agentQuery);
  const listings = remoteData(useAgentProperties(agentSlug));
  const t = useMessages(agentMessages);
  const path = usePagePath();

  if (agent.status === 'loading')
    return (
      <p className={`${common.centred} ${common.state}`} role="status">
        {t('loadingAgent')}
      </p>
    );
  if (agent.status === 'error')
    return (
      <div className={`${common.centred} ${common.state}`} role="alert">
        <p>{t('agentFailed')}</p>
        <RetryButton onRetry={() => void agentQuery.refetch()}>{t('retry')}</RetryButton>
      </div>
    );
  // An unknown slug: the shell shows the site's not-found page (from the page's metadata) instead.
  if (!agent.data)
    return (
      <div className={common.centred}>
        <h1 className={`${headingClass} ${common.notFoundTitle}`}>{t('notFound')}</h1>
        <Link to={path('agents')} className={common.button}>
          {t('seeAll')}
        </Link>
      </div>
    );
  const properties: RemoteData<Property[]> =
    listings.status === 'success' ? { status: 'success', data: listings.data ?? [] } : listings;
  return (
    <>
      <Profile agent={agent.data} />
      <PropertyListing
        heading={t('listingsBy', { name: contentIn(agent.data, 'name', t.locale).text })}
        properties={properties}
      />
    </>
  );
}
