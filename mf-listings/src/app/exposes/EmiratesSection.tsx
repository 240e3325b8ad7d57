import { homepageCitiesQuery, type PrefetchPage } from '@manzil/api-client';
import EmiratesSection from '../../features/emirates/EmiratesSection';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(EmiratesSection);

/** The reads of its first view, fetched on the server before it renders. */
export const prefetch: PrefetchPage = ({ queryClient }) => {
  return queryClient.prefetchQuery(homepageCitiesQuery());
};
