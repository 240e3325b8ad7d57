import { floorPlansQuery, type PageLoad } from '@manzil/api-client';
import FloorPlansPage from '../../features/floor-plans/FloorPlansPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(FloorPlansPage);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ queryClient }) => queryClient.prefetchQuery(floorPlansQuery());
