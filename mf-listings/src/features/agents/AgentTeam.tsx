/** The team on the About page: every active agent, each linking to their page. */
import { useAgents } from '@manzil/api-client';
import { RetryButton, tilesClass } from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import common from '../../shared/ui/common.module.css';
import { AgentCard } from './AgentCard';
import styles from './AgentsPage.module.css';

export default function AgentTeam() {
  const query = useAgents();
  const agents = remoteData(query);
  if (agents.status === 'loading')
    return (
      <p className={common.state} role="status">
        Loading the team...
      </p>
    );
  if (agents.status === 'error')
    return (
      <div className={common.state} role="alert">
        <p>The team could not be loaded.</p>
        <RetryButton onRetry={() => void query.refetch()}>Retry</RetryButton>
      </div>
    );
  return (
    <ul className={`${tilesClass} ${styles.grid}`} aria-label="Our agents">
      {agents.data.map((agent) => (
        <li key={agent.slug}>
          <AgentCard agent={agent} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
