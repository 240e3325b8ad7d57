/** The server's read for /contact?property=<Reference ID> (useEnquiryAbout): the listing the form names. */
import { propertyByReferenceQuery, type QueryClient } from '@manzil/api-client';
import { matchPage } from '@manzil/contract';
import { isPropertyReference } from '@manzil/format';
import { ENQUIRY_PROPERTY_PARAM } from './useEnquiryAbout';

export function prefetchContactListing(
  pathname: string,
  search: URLSearchParams,
  queryClient: QueryClient,
): Promise<void>[] {
  const asked = search.get(ENQUIRY_PROPERTY_PARAM) ?? '';
  // The page as the router matches it (the table's matcher), not a path written here.
  if (matchPage(pathname).id !== 'contact' || !isPropertyReference(asked)) return [];
  return [queryClient.prefetchQuery(propertyByReferenceQuery(asked))];
}
