import { homepageCitiesQuery, type PageLoad } from '@manzil/api-client';
import EmiratesSection from '../../features/emirates/EmiratesSection';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(EmiratesSection);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ queryClient }) => {
  return queryClient.prefetchQuery(homepageCitiesQuery());
};
