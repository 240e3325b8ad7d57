import { areaPropertiesQuery, type PageLoad } from '@manzil/api-client';
import { SOBHA_KEY } from '../../features/sobha/SobhaPage';
import SobhaPage from '../../features/sobha/SobhaPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(SobhaPage);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ queryClient }) => {
  return queryClient.prefetchQuery(areaPropertiesQuery(SOBHA_KEY));
};
