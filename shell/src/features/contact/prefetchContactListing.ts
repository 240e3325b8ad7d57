/** The server's read for /contact?property=<Reference ID> (useEnquiryAbout): the listing the form names. */
import { propertyByReferenceQuery, type QueryClient } from '@manzil/api-client';
import { isPropertyReference } from '@manzil/format';
import { ENQUIRY_PROPERTY_PARAM } from './useEnquiryAbout';

export function prefetchContactListing(
  pathname: string,
  search: URLSearchParams,
  queryClient: QueryClient,
): Promise<void>[] {
  const asked = search.get(ENQUIRY_PROPERTY_PARAM) ?? '';
  if (pathname !== '/contact' || !isPropertyReference(asked)) return [];
  return [queryClient.prefetchQuery(propertyByReferenceQuery(asked))];
}
