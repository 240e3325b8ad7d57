import { agentsQuery, type PageLoad } from '@manzil/api-client';
import AgentTeam from '../../features/agents/AgentTeam';
import { withQueryClient } from '../queryRoot';

/** The agents as the About page's team (the shell's page, this remote's data). */
export default withQueryClient(AgentTeam);

export const load: PageLoad = ({ queryClient }) => queryClient.prefetchQuery(agentsQuery());
