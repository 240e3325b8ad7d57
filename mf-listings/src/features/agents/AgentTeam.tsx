/** The team on the About page: every active agent, each linking to their page. */
import { useAgents } from '@manzil/api-client';
import { RetryButton, tilesClass } from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import common from '../../shared/ui/common.module.css';
import { AgentCard } from './AgentCard';
import { useMessages } from '@manzil/i18n';
import { agentMessages } from './messages';
import styles from './AgentsPage.module.css';

export default function AgentTeam() {
  const query = useAgents();
  const agents = remoteData(query);
  const t = useMessages(agentMessages);
  if (agents.status === 'loading')
    return (
      <p className={common.state} role="status">
        {t('loadingTeam')}
      </p>
    );
  if (agents.status === 'error')
    return (
      <div className={common.state} role="alert">
        <p>{t('teamFailed')}</p>
        <RetryButton onRetry={() => void query.refetch()}>{t('retry')}</RetryButton>
      </div>
    );
  return (
    <ul className={`${tilesClass} ${styles.grid}`} aria-label={t('team')}>
      {agents.data.map((agent) => (
        <li key={agent.slug}>
          <AgentCard agent={agent} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
