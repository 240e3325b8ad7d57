/** The agents admin's calls (POST multipart forms, the retire JSON call) through @manzil/api-client. */
import * as api from '@manzil/api-client';
import type { Agent } from '@manzil/contract';
import { agentForm, type AgentDraft } from './agentForm';

export const saveAgent = (draft: AgentDraft, editing: Agent | null): Promise<Agent> =>
  editing ? api.updateAgent(editing.slug, agentForm(draft)) : api.addAgent(agentForm(draft));

export const retireAgent = (agent: Agent, reassignTo: string): Promise<number> =>
  api.retireAgent(agent.slug, reassignTo || undefined);
