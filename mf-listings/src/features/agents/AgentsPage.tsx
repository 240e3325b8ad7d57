/**
 * /find-my-agent: the agency's agents with a filter by language and area that lives in the URL
 * (?language=French&area=dubai_marina), so a filtered list is a link, survives a reload and is
 * rendered on the server like any page.
 */
import { Link, useSearchParams } from 'react-router-dom';
import {
  AGENCY_PATHS,
  AGENT_FILTER_KEYS,
  agentFilterOptions,
  filterAgents,
  readAgentFilter,
  type AgentFilter as Filter,
} from '@manzil/contract';
import { useAgents } from '@manzil/api-client';
import { RetryButton, tilesClass } from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import common from '../../shared/ui/common.module.css';
import { PageBand } from '../../shared/ui/PageBand';
import { AgentCard } from './AgentCard';
import { AgentFilter } from './AgentFilter';
import styles from './AgentsPage.module.css';

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

  return (
    <div className={styles.page}>
      <PageBand eyebrow="Our agents" title="Find My Agent">
        <p>
          Every agent below is registered with Dubai’s Real Estate Regulatory Agency: check their broker
          registration number (BRN), pick someone who speaks your language and knows your area, and see the
          homes they list.
        </p>
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
              ? `${shown.length} of ${all.length} agents match`
              : `${all.length} ${all.length === 1 ? 'agent' : 'agents'}`)}
          {agents.status === 'loading' && 'Loading agents...'}
          {agents.status === 'error' && 'The agents could not be loaded.'}
        </h2>
        {agents.status === 'error' ? (
          <div className={common.state}>
            <RetryButton onRetry={() => void query.refetch()}>Retry</RetryButton>
          </div>
        ) : agents.status === 'success' && shown.length === 0 ? (
          <div className={common.state}>
            <p>No agent matches these filters.</p>
            <Link to={AGENCY_PATHS.agents} className={styles.reset}>
              Show all agents
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
