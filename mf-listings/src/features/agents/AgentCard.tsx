/** One agent in the directory: portrait, name, BRN, languages, areas, listings count and a link to
 * their page. */
import { Link } from 'react-router-dom';
import { AGENCY_PATHS, type AgentProfile } from '@manzil/contract';
import { panelClass, riseClass } from '@manzil/ui';
import { CardPhoto } from '../../shared/ui/CardPhoto';
import { areasText, firstName, listed, listingsText } from './agentText';
import styles from './AgentCard.module.css';

export interface AgentCardProps {
  agent: AgentProfile;
  /** The card's heading level under the page's own headings. */
  headingLevel?: 2 | 3;
}

/** A portrait is 4:5; one column on a phone, up to four on a laptop. */
export const PORTRAIT = { width: 480, height: 600 } as const;
const PORTRAIT_SIZES = '(max-width: 599px) 40vw, 240px';

export function AgentCard({ agent, headingLevel = 2 }: AgentCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `agent-${agent.slug}`;
  const page = AGENCY_PATHS.agent(agent.slug);
  return (
    <article className={`${panelClass} ${styles.card} ${riseClass}`} aria-labelledby={titleId}>
      <CardPhoto
        src={agent.photo}
        alt={`Portrait of ${agent.name}`}
        width={PORTRAIT.width}
        height={PORTRAIT.height}
        sizes={PORTRAIT_SIZES}
        className={styles.photo}
      />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.name}>
          <Link to={page} className={styles.nameLink}>
            {agent.name}
          </Link>
        </Heading>
        <p className={styles.role}>
          Real estate broker · <abbr title="Broker registration number">BRN</abbr> {agent.brn}
        </p>
        <AgentFacts agent={agent} areas={areasText(agent.workAreas)} className={styles.facts} />
        <Link to={page} className={styles.action}>
          See {firstName(agent.name)}’s listings
        </Link>
      </div>
    </article>
  );
}

/** An agent's languages, areas (`areas`: the card shortens a long list, the agent's page names them
 * all) and listings count, on the card and on the agent's page. */
export function AgentFacts({
  agent,
  areas,
  className,
}: {
  agent: AgentProfile;
  areas: string;
  className: string | undefined;
}) {
  return (
    <dl className={className}>
      <div>
        <dt>Languages</dt>
        <dd>{listed(agent.languages)}</dd>
      </div>
      {agent.workAreas.length > 0 && (
        <div>
          <dt>Areas</dt>
          <dd>{areas}</dd>
        </div>
      )}
      <div>
        <dt>Listings</dt>
        <dd>{listingsText(agent.listingsCount)}</dd>
      </div>
    </dl>
  );
}
