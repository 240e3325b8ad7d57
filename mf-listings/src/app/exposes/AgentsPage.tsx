import { agentsQuery, type PageLoad } from '@manzil/api-client';
import AgentsPage from '../../features/agents/AgentsPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(AgentsPage);

/** The reads of its first view, fetched on the server before it renders (the filter is applied to
 * this one list, so every filter of the URL renders from it). */
export const load: PageLoad = ({ queryClient }) => queryClient.prefetchQuery(agentsQuery());
