/**
 * /find-my-agent/{agentSlug}: the agent (portrait, BRN, languages, areas, call / WhatsApp / e-mail)
 * and their listings with the shared listing card. An unknown slug is the site's 404 (the shell
 * learns it from the page's metadata); a retired agent's page stays for old links and sends enquiries
 * to the agency.
 */
import { Link, useParams } from 'react-router-dom';
import { AGENCY_PATHS, BRAND, pagePath, type AgentProfile, type Property } from '@manzil/contract';
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
import { firstName, listed } from './agentText';
import styles from './AgentPage.module.css';

/** The agent's call, chat and mail links: compact pill buttons. */
const CONTACT_BUTTON = `${compactClass} ${styles.contact}`;

function Contacts({ agent }: { agent: Extract<AgentProfile, { active: true }> }) {
  const hello = `Hello ${firstName(agent.name)}, I found you on ${BRAND.name} and would like to talk about a property.`;
  return (
    <ul className={styles.contacts} aria-label={`Contact ${agent.name}`}>
      <li>
        <a className={`${accentButtonClass} ${CONTACT_BUTTON}`} href={telHref(agent.phone)}>
          Call {formatPhone(agent.phone)}
        </a>
      </li>
      <li>
        <a
          className={`${buttonClass} ${CONTACT_BUTTON} ${styles.whatsapp}`}
          href={whatsAppHref(agent.whatsapp, hello)}
          target="_blank"
          rel="noreferrer"
        >
          WhatsApp<span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a
          className={`${buttonClass} ${CONTACT_BUTTON} ${styles.email}`}
          href={`mailto:${agent.email}?subject=${encodeURIComponent(`Enquiry for ${agent.name}`)}`}
        >
          E-mail {agent.email}
        </a>
      </li>
    </ul>
  );
}

function Profile({ agent }: { agent: AgentProfile }) {
  return (
    <header className={styles.profile}>
      <div className={styles.profileInner}>
        <FallbackImage
          src={agent.photo}
          alt={`Portrait of ${agent.name}`}
          width={PORTRAIT.width}
          height={PORTRAIT.height}
          sizes="(max-width: 767px) 40vw, 280px"
          fetchPriority="high"
          className={styles.photo}
        />
        <div className={styles.details}>
          <p className={styles.eyebrow}>
            <Link to={AGENCY_PATHS.agents} className={styles.back}>
              Find My Agent
            </Link>
          </p>
          <h1 className={displayClass}>{agent.name}</h1>
          <p className={styles.role}>
            Real estate broker at {BRAND.name} · <abbr title="Broker registration number">BRN</abbr>{' '}
            {agent.brn}
          </p>
          <AgentFacts
            agent={agent}
            areas={listed(agent.workAreas.map((a) => a.name))}
            className={styles.facts}
          />
          {agent.active ? (
            <Contacts agent={agent} />
          ) : (
            <p className={styles.retired}>
              {agent.name} no longer works with {BRAND.name}. Our team looks after these listings:{' '}
              <Link to={pagePath('contact')}>contact us</Link>.
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

  if (agent.status === 'loading')
    return (
      <p className={`${common.centred} ${common.state}`} role="status">
        Loading agent...
      </p>
    );
  if (agent.status === 'error')
    return (
      <div className={`${common.centred} ${common.state}`} role="alert">
        <p>The agent could not be loaded.</p>
        <RetryButton onRetry={() => void agentQuery.refetch()}>Retry</RetryButton>
      </div>
    );
  // An unknown slug: the shell shows the site's not-found page (from the page's metadata) instead.
  if (!agent.data)
    return (
      <div className={common.centred}>
        <h1 className={`${headingClass} ${common.notFoundTitle}`}>Agent not found</h1>
        <Link to={AGENCY_PATHS.agents} className={common.button}>
          See all our agents
        </Link>
      </div>
    );
  const properties: RemoteData<Property[]> =
    listings.status === 'success' ? { status: 'success', data: listings.data ?? [] } : listings;
  return (
    <>
      <Profile agent={agent.data} />
      <PropertyListing heading={`Listings by ${agent.data.name}`} properties={properties} />
    </>
  );
}
