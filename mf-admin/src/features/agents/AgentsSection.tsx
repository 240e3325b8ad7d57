/**
 * Agents: the agency's agents with their listings counts, active ones first; add,
 * edit and retire. What the public directory (/find-my-agent) shows comes from here.
 */
import { useState } from 'react';
import type { Agent } from '@manzil/contract';
import { useWriting } from '../../shared/writes/useAdminMutation';
import { LoadError } from '../../shared/ui/LoadError';
import { Section } from '../../shared/ui/Section';
import { Skeleton } from '../../shared/ui/Skeleton';
import { EditDeleteButtons } from '../../shared/ui/EditDeleteButtons';
import { Thumb } from '../../shared/ui/Thumb';
import forms from '../../shared/ui/forms.module.css';
import { AgentFormModal } from './AgentFormModal';
import { useAdminAgents } from './agentsApi';
import { AGENT_MESSAGES, listingsText } from './messages';
import { RetireAgentDialog } from './RetireAgentDialog';
import rows from '../../shared/ui/rows.module.css';
import styles from './Agents.module.css';

type Open =
  { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; agent: Agent } | { kind: 'retire'; agent: Agent };

function AgentRow({
  agent,
  disabled,
  onEdit,
  onRetire,
}: {
  agent: Agent;
  disabled: boolean;
  onEdit(): void;
  onRetire(): void;
}) {
  return (
    <li className={styles.row} data-retired={agent.active ? undefined : ''}>
      <Thumb
        className={`${rows.thumb} ${styles.portrait}`}
        src={`${agent.photo}${agent.photo.startsWith('/api/images/') ? '?w=160' : ''}`}
        width={56}
        height={70}
      />
      <div className={styles.who}>
        <h3 className={styles.name}>{agent.name}</h3>
        <p className={styles.meta}>
          BRN {agent.brn} · {agent.languages.join(', ')}
        </p>
        <p className={styles.meta}>
          {agent.phone} · {agent.email}
        </p>
      </div>
      <p className={styles.count}>{listingsText(agent.listingsCount)}</p>
      <p className={styles.status}>
        {agent.active ? 'Active' : <span className={styles.retiredBadge}>Retired</span>}
      </p>
      <EditDeleteButtons
        className={`${rows.actions} ${styles.rowActions}`}
        name={agent.name}
        disabled={disabled}
        onEdit={onEdit}
        onDelete={agent.active ? onRetire : undefined}
        deleteLabel="Retire"
      />
    </li>
  );
}

export function AgentsSection() {
  const saving = useWriting();
  const agentsQuery = useAdminAgents();
  const [open, setOpen] = useState<Open>({ kind: 'closed' });
  const close = () => setOpen({ kind: 'closed' });
  const agents = agentsQuery.data ?? [];
  const loading = agentsQuery.isPending || (agentsQuery.isError && agentsQuery.isFetching);

  return (
    <Section
      id="agents"
      title="Agents"
      description="The agents on Find My Agent and on their listings."
      actions={
        <button
          type="button"
          className={forms.button}
          onClick={() => setOpen({ kind: 'add' })}
          disabled={saving}
        >
          Add agent
        </button>
      }
    >
      {loading && <Skeleton label="Loading the agents..." variant="table" />}
      {!loading && agentsQuery.isError && (
        <LoadError message={AGENT_MESSAGES.fetchFailed} onRetry={() => void agentsQuery.refetch()} />
      )}
      {agentsQuery.isSuccess && agents.length === 0 && <p role="status">{AGENT_MESSAGES.noAgents}</p>}
      {agentsQuery.isSuccess && agents.length > 0 && (
        <ul className={styles.list} aria-label="Agents">
          {agents.map((agent) => (
            <AgentRow
              key={agent.slug}
              agent={agent}
              disabled={saving}
              onEdit={() => setOpen({ kind: 'edit', agent })}
              onRetire={() => {
                setOpen({ kind: 'retire', agent });
                // Their listings may have changed hands since the list was read: read it again, so the
                // dialog asks for a hand-over whenever they have listings.
                void agentsQuery.refetch();
              }}
            />
          ))}
        </ul>
      )}
      {(open.kind === 'add' || open.kind === 'edit') && (
        <AgentFormModal
          key={open.kind === 'edit' ? open.agent.slug : 'add'}
          agent={open.kind === 'edit' ? open.agent : null}
          onClose={close}
          onSaved={close}
        />
      )}
      {open.kind === 'retire' && (
        <RetireAgentDialog
          // The agent as last read (their listings count), not as they were when the dialog opened.
          agent={agents.find((a) => a.slug === open.agent.slug) ?? open.agent}
          agents={agents}
          onClose={close}
          onRetired={close}
        />
      )}
    </Section>
  );
}
