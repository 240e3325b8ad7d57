import { propertyBySlugQuery, siteConfigQuery, type PrefetchPage } from '@manzil/api-client';
import PropertyPage from '../../features/property/PropertyPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(PropertyPage);

/** The reads of its first view, fetched on the server before it renders. */
export const prefetch: PrefetchPage = ({ params, queryClient }) => {
  return Promise.all([
    queryClient.prefetchQuery(propertyBySlugQuery(params.propertySlug ?? '')),
    queryClient.prefetchQuery(siteConfigQuery()),
  ]);
};
