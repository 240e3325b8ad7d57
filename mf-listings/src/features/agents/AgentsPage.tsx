/**
 * /find-my-agent: the agency's agents with a filter by language and area that lives in the URL
 * (?language=French&area=dubai_marina), so a filtered list is a link, survives a reload and is
 * rendered on the server like any page.
 */
import { Link, useSearchParams } from 'react-router-dom';
import {
  AGENT_FILTER_KEYS,
  agentFilterOptions,
  filterAgents,
  readAgentFilter,
  type AgentFilter as Filter,
} from '@manzil/contract';
import { useAgents } from '@manzil/api-client';
import { useMessages, usePagePath } from '@manzil/i18n';
import { RetryButton, tilesClass } from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import common from '../../shared/ui/common.module.css';
import { PageBand } from '../../shared/ui/PageBand';
import { AgentCard } from './AgentCard';
import { AgentFilter } from './AgentFilter';
import styles from './AgentsPage.module.css';
import { agentMessages } from './messages';

/** The filter as a query string: only the values chosen, in one order. */
function toSearch(filter: Filter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.language) search.set(AGENT_FILTER_KEYS.language, filter.language);
  if (filter.area) search.set(AGENT_FILTER_KEYS.area, filter.area);
  return search;
}

export default function AgentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readAgentFilter(searchParams);
  const query = useAgents();
  const agents = remoteData(query);
  const all = agents.status === 'success' ? agents.data : [];
  const options = agentFilterOptions(all);
  const shown = filterAgents(all, filter);
  const filtered = Boolean(filter.language || filter.area);
  const t = useMessages(agentMessages);
  const path = usePagePath();

  return (
    <div className={styles.page}>
      <PageBand eyebrow={t('eyebrow')} title={t('title')}>
        <p>{t('intro')}</p>
      </PageBand>
      <section className={common.container} aria-labelledby="agents-results">
        <AgentFilter
          filter={filter}
          languages={options.languages}
          areas={options.areas}
          onChange={(next) => setSearchParams(toSearch(next))}
        />
        <h2 id="agents-results" className={styles.count} aria-live="polite">
          {agents.status === 'success' &&
            (filtered
              ? t('match', { shown: shown.length, total: all.length })
              : t('count', { count: all.length }))}
          {agents.status === 'loading' && t('loading')}
          {agents.status === 'error' && t('failed')}
        </h2>
        {agents.status === 'error' ? (
          <div className={common.state}>
            <RetryButton onRetry={() => void query.refetch()}>{t('retry')}</RetryButton>
          </div>
        ) : agents.status === 'success' && shown.length === 0 ? (
          <div className={common.state}>
            <p>{t('noMatch')}</p>
            <Link to={path('agents')} className={styles.reset}>
              {t('showAll')}
            </Link>
          </div>
        ) : (
          <ul className={`${tilesClass} ${styles.grid}`}>
            {shown.map((agent) => (
              <li key={agent.slug}>
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
