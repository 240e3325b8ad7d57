/** The agents admin's calls (POST multipart forms, the retire JSON call) and the list they show. */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type { Agent } from '@manzil/contract';
import { useAdminMutation, type WriteUi } from '../../shared/writes/useAdminMutation';
import { agentForm, type AgentDraft } from './agentForm';

/** Every agent, the retired ones too (after the active), with their listings counts. */
export async function fetchAdminAgents(signal?: AbortSignal): Promise<Agent[]> {
  return (await request('GET /admin/agents', { signal })).data;
}

/** Under `agents`, so an agent write (WRITE_INVALIDATES.agent) makes it stale with the public lists. */
export const adminAgentsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.agents(), 'admin'] as const,
    queryFn: ({ signal }) => fetchAdminAgents(signal),
    meta: { label: 'loading the agents' },
  });

export const useAdminAgents = () => useQuery(adminAgentsQuery());

/** Adds an agent (the form's fields and their portrait, `image`), or edits one: without `image`
 * their portrait stays. */
export async function saveAgent(draft: AgentDraft, editing: Agent | null): Promise<Agent> {
  const body = agentForm(draft);
  const saved = editing
    ? await request('POST /admin/agents/:slug', { params: { slug: editing.slug }, body })
    : await request('POST /admin/agents', { body });
  return saved.data;
}

/** Retires an agent, handing their listings to `reassignTo` (none: blank); answers how many moved. */
export async function retireAgent(agent: Agent, reassignTo: string): Promise<number> {
  const body = reassignTo ? { reassignTo } : {};
  return (await request('POST /admin/agents/:slug/retire', { params: { slug: agent.slug }, body }))
    .reassigned;
}

/** Adds the agent (`editing` null) or saves the one edited; the agents and their listings are read again. */
export const useSaveAgent = (editing: Agent | null, ui: WriteUi<AgentDraft, Agent>) =>
  useAdminMutation({ mutationFn: (draft) => saveAgent(draft, editing), invalidates: 'agent', ...ui });

/** Retires `agent`, their listings going to the agent chosen; the agents and listings are read again. */
export const useRetireAgent = (agent: Agent, ui: WriteUi<string, number>) =>
  useAdminMutation({
    mutationFn: (reassignTo) => retireAgent(agent, reassignTo),
    invalidates: 'agent',
    ...ui,
  });
