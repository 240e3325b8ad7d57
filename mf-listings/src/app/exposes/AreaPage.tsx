import {
  areaDataQuery,
  areaFiguresQuery,
  areaPropertiesQuery,
  siteConfigQuery,
  type PageLoad,
} from '@manzil/api-client';
import { toAreaKey, toEmirateKey } from '@manzil/contract';
import AreaPage from '../../features/area/AreaPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(AreaPage);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ params, queryClient }) => {
  const { cityName = '', areaName = '' } = params;
  return Promise.all([
    queryClient.prefetchQuery(areaPropertiesQuery(toAreaKey(areaName))),
    queryClient.prefetchQuery(areaDataQuery(toEmirateKey(cityName), toAreaKey(areaName))),
    queryClient.prefetchQuery(areaFiguresQuery(toEmirateKey(cityName), toAreaKey(areaName))),
    queryClient.prefetchQuery(siteConfigQuery()),
  ]);
};
