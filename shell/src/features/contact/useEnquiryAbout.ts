/**
 * /contact?property=<slug or Reference ID>: the contact page opened from a listing ("Enquire now" on
 * a card) names that home and records the enquiry with it. The server renders the page with the
 * listing already read (renderPage), so the form says what it is about before JavaScript runs. The
 * enquiry sheet names its home by slug the same way.
 */
import { useSearchParams } from 'react-router-dom';
import {
  propertyByReferenceQuery,
  propertyBySlugQuery,
  useQuery,
  type QueryClient,
} from '@manzil/api-client';
import { CONTACT_PROPERTY_PARAM, PROPERTY_SLUG_PATTERN, type EnquiryAbout } from '@manzil/contract';
import { isPropertyReference, propertyReference } from '@manzil/format';

/** The query parameter naming the listing (the page table's, which the links to this page write too). */
export const ENQUIRY_PROPERTY_PARAM = CONTACT_PROPERTY_PARAM;

export interface EnquiryListing {
  name: string;
  reference: string;
  /** As the API records it (the listing's slug; its name and reference are written by the API). */
  about: EnquiryAbout;
}

/** How a link names its listing: by Reference ID (the older links) or by slug. */
export function listingNamedBy(asked: string): 'reference' | 'slug' | null {
  if (isPropertyReference(asked)) return 'reference';
  return PROPERTY_SLUG_PATTERN.test(asked) ? 'slug' : null;
}

/** The server's read of that listing, into the cache the page's first render reads. */
export function prefetchListingNamed(queryClient: QueryClient, asked: string): Promise<void> | null {
  const by = listingNamedBy(asked);
  if (by === 'reference') return queryClient.prefetchQuery(propertyByReferenceQuery(asked));
  if (by === 'slug') return queryClient.prefetchQuery(propertyBySlugQuery(asked));
  return null;
}

/** The listing the page was opened for, once read; null for none, an unknown or a malformed one. */
export function useEnquiryListing(): EnquiryListing | null {
  const [params] = useSearchParams();
  return useListingToEnquireAbout(params.get(ENQUIRY_PROPERTY_PARAM) ?? '').listing;
}

/** A listing named by slug or Reference ID, as an enquiry names it; `pending` while it is read. */
export function useListingToEnquireAbout(asked: string): {
  listing: EnquiryListing | null;
  pending: boolean;
} {
  const by = listingNamedBy(asked);
  // Both reads are asked for (hooks run in order); only the one the link names runs.
  const byReference = useQuery({ ...propertyByReferenceQuery(asked), enabled: by === 'reference' });
  const bySlug = useQuery({ ...propertyBySlugQuery(asked), enabled: by === 'slug' });
  const { data, isPending } = by === 'reference' ? byReference : bySlug;
  if (!by || !data) return { listing: null, pending: by !== null && isPending };
  return {
    listing: {
      name: data.house_name,
      reference: propertyReference(data._id),
      about: { type: 'property', ref: data.slug, name: data.house_name },
    },
    pending: false,
  };
}
