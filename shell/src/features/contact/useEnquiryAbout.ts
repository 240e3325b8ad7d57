/**
 * /contact?property=<Reference ID>: the contact page opened from a listing ("Enquire now" on a
 * search card) names that home and records the enquiry with it. The server renders the page with
 * the listing already read (renderPage), so the form says what it is about before JavaScript runs.
 */
import { useSearchParams } from 'react-router-dom';
import { propertyByReferenceQuery, useQuery } from '@manzil/api-client';
import { CONTACT_PROPERTY_PARAM, type EnquiryAbout } from '@manzil/contract';
import { isPropertyReference, propertyReference } from '@manzil/format';

/** The query parameter naming the listing (the page table's, which the links to this page write too). */
export const ENQUIRY_PROPERTY_PARAM = CONTACT_PROPERTY_PARAM;

export interface EnquiryListing {
  name: string;
  reference: string;
  /** As the API records it (the listing's slug; its name and reference are written by the API). */
  about: EnquiryAbout;
}

/** The listing the page was opened for, once read; null for none, an unknown or a malformed one. */
export function useEnquiryListing(): EnquiryListing | null {
  const [params] = useSearchParams();
  const asked = params.get(ENQUIRY_PROPERTY_PARAM) ?? '';
  const ok = isPropertyReference(asked);
  const { data } = useQuery({ ...propertyByReferenceQuery(asked), enabled: ok });
  if (!ok || !data) return null;
  const reference = propertyReference(data._id);
  return {
    name: data.house_name,
    reference,
    about: { type: 'property', ref: data.slug, name: data.house_name },
  };
}
