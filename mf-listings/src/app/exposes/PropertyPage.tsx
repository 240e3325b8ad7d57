import {
  areaDataQuery,
  propertyBySlugQuery,
  similarPropertiesQuery,
  siteConfigQuery,
  type PrefetchPage,
} from '@manzil/api-client';
import { toEmirateKey } from '@manzil/contract';
import PropertyPage from '../../features/property/PropertyPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(PropertyPage);

/** The reads of its first view, fetched on the server before it renders. */
export const prefetch: PrefetchPage = ({ params, queryClient }) => {
  const slug = params.propertySlug ?? '';
  const property = propertyBySlugQuery(slug);
  return Promise.all([
    // The area's floor plans need the property's area first.
    queryClient.prefetchQuery(property).then(() => {
      const home = queryClient.getQueryData(property.queryKey);
      return home && queryClient.prefetchQuery(areaDataQuery(toEmirateKey(home.emirate), home.areaName));
    }),
    queryClient.prefetchQuery(siteConfigQuery()),
    queryClient.prefetchQuery(similarPropertiesQuery(slug)),
  ]);
};
