import {
  agentCardQuery,
  areaDataQuery,
  currencyRatesQuery,
  displayPrefsQuery,
  priceHistoryQuery,
  propertyBySlugQuery,
  similarPropertiesQuery,
  siteConfigQuery,
  type PageLoad,
} from '@manzil/api-client';
import { toEmirateKey } from '@manzil/contract';
import PropertyPage from '../../features/property/PropertyPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(PropertyPage);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ params, queryClient }) => {
  const slug = params.propertySlug ?? '';
  const property = propertyBySlugQuery(slug);
  return Promise.all([
    // The area's floor plans and the agent card need the property first (it names its area and agent).
    queryClient.fetchQuery(property).then(
      (home) =>
        home &&
        Promise.all([
          queryClient.prefetchQuery(areaDataQuery(toEmirateKey(home.emirate), home.areaName)),
          home.agent ? queryClient.prefetchQuery(agentCardQuery(home.agent)) : undefined,
        ]),
      () => undefined,
    ),
    queryClient.prefetchQuery(siteConfigQuery()),
    queryClient.prefetchQuery(similarPropertiesQuery(slug)),
    // The price history is one read of the audit; the rates only for a visitor who chose a currency.
    queryClient.prefetchQuery(priceHistoryQuery(slug)),
    (queryClient.getQueryData(displayPrefsQuery().queryKey)?.currency ?? 'AED') !== 'AED'
      ? queryClient.prefetchQuery(currencyRatesQuery())
      : undefined,
  ]);
};
