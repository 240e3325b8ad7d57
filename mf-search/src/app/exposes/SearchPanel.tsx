import { locationsQuery, type PrefetchPage } from '@manzil/api-client';
import SearchPanel from '../../features/search/SearchPanel';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(SearchPanel);

/** The reads of its first view, fetched on the server before it renders. */
export const prefetch: PrefetchPage = ({ queryClient }) => queryClient.prefetchQuery(locationsQuery());
