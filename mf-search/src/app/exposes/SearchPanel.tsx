import type { SearchQuery } from '@manzil/contract';
import { locationsQuery, searchPageQuery, type PageLoad } from '@manzil/api-client';
import SearchPanel from '../../features/search/SearchPanel';
import { AlertForm } from '../../features/alerts/AlertForm';
import { searchFromQuery } from '../../features/search/searchStore';
import { withQueryClient } from '../queryRoot';

/** The search with "E-mail me new homes like these" under its results (features/alerts). */
const alertForm = (search: SearchQuery, action: string) => <AlertForm search={search} action={action} />;
const SearchWithAlerts = () => <SearchPanel afterResults={alertForm} />;

export default withQueryClient(SearchWithAlerts);

/**
 * The reads of its first view, fetched on the server before it renders: the locations, and the
 * search the URL carries (a shared link, or the form sent without JavaScript) under the key the
 * panel's first render reads, on the server and in the browser alike (its cards carry their agents'
 * phones for Call and WhatsApp).
 */
export const load: PageLoad = ({ search, queryClient }) => {
  const { searched, requestId } = searchFromQuery(search);
  return Promise.all([
    queryClient.prefetchQuery(locationsQuery()),
    searched &&
      queryClient.prefetchQuery({
        ...searchPageQuery(searched, requestId),
        // A run nobody shows is dropped at once in the browser; here nothing observes it while the
        // page renders, and it must stay in the cache until the cache is sent with the page.
        gcTime: Number.POSITIVE_INFINITY,
      }),
  ]);
};
