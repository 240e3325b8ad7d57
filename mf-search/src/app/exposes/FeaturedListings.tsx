import { featuredQuery, type PageLoad } from '@manzil/api-client';
import FeaturedListings from '../../features/featured/FeaturedListings';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(FeaturedListings);

/** The newest listings of each purpose (with their agents' phones for Call and WhatsApp), read on the
 * server before the home page renders. */
export const load: PageLoad = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(featuredQuery('Buy')),
    queryClient.prefetchQuery(featuredQuery('Rent')),
  ]);
