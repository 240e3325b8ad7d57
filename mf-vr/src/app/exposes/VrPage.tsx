import type { PageLoad } from '@manzil/api-client';
import { vrCardsQuery } from '../../features/vr/api/vrApi';
import VrPage from '../../features/vr/VrPage';
import { withQueryClient } from '../queryRoot';

export default withQueryClient(VrPage);

/** The reads of its first view, fetched on the server before it renders. */
export const load: PageLoad = ({ queryClient }) => queryClient.prefetchQuery(vrCardsQuery());
