/** The server's read for /contact?property=<slug or Reference ID> (useEnquiryAbout): the listing the form names. */
import type { QueryClient } from '@manzil/api-client';
import { matchPage } from '@manzil/contract';
import { ENQUIRY_PROPERTY_PARAM, prefetchListingNamed } from './useEnquiryAbout';

export function prefetchContactListing(
  pathname: string,
  search: URLSearchParams,
  queryClient: QueryClient,
): Promise<void>[] {
  const asked = search.get(ENQUIRY_PROPERTY_PARAM) ?? '';
  // The page as the router matches it (the table's matcher), not a path written here.
  const read = matchPage(pathname).id === 'contact' ? prefetchListingNamed(queryClient, asked) : null;
  return read ? [read] : [];
}
