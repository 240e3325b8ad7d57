import { agentsQuery, type PrefetchPage } from '@manzil/api-client';
import AgentTeam from '../../features/agents/AgentTeam';
import { withQueryClient } from '../queryRoot';

/** The agents as the About page's team (the shell's page, this remote's data). */
export default withQueryClient(AgentTeam);

export const prefetch: PrefetchPage = ({ queryClient }) => queryClient.prefetchQuery(agentsQuery());
