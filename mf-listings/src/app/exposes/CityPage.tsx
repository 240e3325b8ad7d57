import { cityAreasQuery, homepageCitiesQuery, type PageLoad } from '@manzil/api-client';
import { toEmirateKey } from '@manzil/contract';
import CityPage from '../../features/city/CityPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(CityPage);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ params, queryClient }) => {
  const citySlug = (params.cityName ?? '').toLowerCase();
  return Promise.all([
    queryClient.prefetchQuery(cityAreasQuery(toEmirateKey(citySlug))),
    queryClient.prefetchQuery(homepageCitiesQuery()),
  ]);
};
