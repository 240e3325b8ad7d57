/** One agent in the directory: portrait, name, BRN, languages, areas, listings count and a link to
 * their page. */
import { Link } from 'react-router-dom';
import { contentIn, type AgentProfile } from '@manzil/contract';
import { usePagePath } from '@manzil/i18n';
import { panelClass, riseClass } from '@manzil/ui';
import { CardPhoto } from '../../shared/ui/CardPhoto';
import { firstName, useAgentText } from './agentText';
import styles from './AgentCard.module.css';
import { Words } from '../../shared/ui/Words';

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
  const text = useAgentText();
  const { t } = text;
  const page = usePagePath()('agent', { agentSlug: agent.slug });
  const name = contentIn(agent, 'name', t.locale);
  return (
    <article className={`${panelClass} ${styles.card} ${riseClass}`} aria-labelledby={titleId}>
      <CardPhoto
        src={agent.photo}
        alt={t('portrait', { name: name.text })}
        width={PORTRAIT.width}
        height={PORTRAIT.height}
        sizes={PORTRAIT_SIZES}
        className={styles.photo}
      />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.name} lang={name.lang}>
          <Link to={page} className={styles.nameLink}>
            <Words shown={name} />
          </Link>
        </Heading>
        <p className={styles.role}>
          {t('broker')} · <abbr title={t('brn')}>{t('brnShort')}</abbr> {agent.brn}
        </p>
        <AgentFacts agent={agent} areas={text.areas(agent.workAreas)} className={styles.facts} />
        <Link to={page} className={styles.action}>
          {t('seeListings', { name: firstName(name.text) })}
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
  const text = useAgentText();
  const { t } = text;
  return (
    <dl className={className}>
      <div>
        <dt>{t('languages')}</dt>
        <dd>{text.languages(agent.languages)}</dd>
      </div>
      {agent.workAreas.length > 0 && (
        <div>
          <dt>{t('areas')}</dt>
          <dd>{areas}</dd>
        </div>
      )}
      <div>
        <dt>{t('listings')}</dt>
        <dd>{text.listings(agent.listingsCount)}</dd>
      </div>
    </dl>
  );
}
