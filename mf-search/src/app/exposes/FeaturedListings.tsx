import { agentsQuery, featuredQuery, type PageLoad } from '@manzil/api-client';
import FeaturedListings from '../../features/featured/FeaturedListings';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(FeaturedListings);

/** The newest listings of each purpose, read on the server before the home page renders, and the
 * agents their cards' Call and WhatsApp reach. */
export const load: PageLoad = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(agentsQuery()),
    queryClient.prefetchQuery(featuredQuery('Buy')),
    queryClient.prefetchQuery(featuredQuery('Rent')),
  ]);
