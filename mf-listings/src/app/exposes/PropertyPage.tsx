import { agentQuery, propertyBySlugQuery, siteConfigQuery, type PrefetchPage } from '@manzil/api-client';
import PropertyPage from '../../features/property/PropertyPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(PropertyPage);

/** The reads of its first view, fetched on the server before it renders. */
export const prefetch: PrefetchPage = ({ params, queryClient }) => {
  return Promise.all([
    // The agent card is in the first HTML too: the listing names its agent.
    queryClient.fetchQuery(propertyBySlugQuery(params.propertySlug ?? '')).then(
      (property) => (property?.agent ? queryClient.prefetchQuery(agentQuery(property.agent)) : undefined),
      () => undefined,
    ),
    queryClient.prefetchQuery(siteConfigQuery()),
  ]);
};
