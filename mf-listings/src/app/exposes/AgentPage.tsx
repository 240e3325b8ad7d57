import { agentPropertiesQuery, agentQuery, type PageLoad } from '@manzil/api-client';
import AgentPage from '../../features/agents/AgentPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(AgentPage);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ params, queryClient }) => {
  const { agentSlug = '' } = params;
  return Promise.all([
    queryClient.prefetchQuery(agentQuery(agentSlug)),
    queryClient.prefetchQuery(agentPropertiesQuery(agentSlug)),
  ]);
};
