/** The VR page's calls to the server: the VR card list and the VR access request. */
import {
  errorResponseBody,
  fetchVrCards as getVrCards,
  isCancelled,
  queryKeys,
  queryOptions,
} from '@manzil/api-client';
import type { EnquiryInput, VrCard, VrCardsResponse } from '@manzil/contract';

/** Messages (docs/glossary.md) for a failed VR card fetch. */
export const VR_FETCH_ERRORS = {
  /** The server answered, but with `success: false` (or a body that is not a card list). */
  rejected: 'Failed to fetch data',
  /** The request never got an answer it could use (network down, server unreachable, 5xx). */
  network: 'Error connecting to server',
} as const;

export class VrFetchError extends Error {
  override readonly name = 'VrFetchError';
}

function isCardsResponse(body: unknown): body is VrCardsResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as VrCardsResponse).success === true &&
    Array.isArray((body as VrCardsResponse).data)
  );
}

/** Reads `{ success: false }` from an error response, so a refusal with an error status is still a refusal. */
function isRefusalBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Partial<VrCardsResponse>).success === false;
}

export async function fetchVrCards(signal?: AbortSignal): Promise<VrCard[]> {
  let body: unknown;
  try {
    body = await getVrCards(signal);
  } catch (error) {
    if (isCancelled(error)) throw error;
    const responseBody = errorResponseBody(error);
    throw new VrFetchError(isRefusalBody(responseBody) ? VR_FETCH_ERRORS.rejected : VR_FETCH_ERRORS.network);
  }
  if (!isCardsResponse(body)) throw new VrFetchError(VR_FETCH_ERRORS.rejected);
  // Links that are not strings would break the modal; keep only usable ones.
  return body.data.map((card) => ({
    ...card,
    links360: Array.isArray(card.links360)
      ? card.links360.filter((l) => typeof l === 'string' && l !== '')
      : [],
  }));
}

export interface VrAccessRequest {
  name: string;
  email: string;
  phone: string;
}

/** A VR access request as the enquiry it is recorded as (about the chosen card). */
export const vrAccessEnquiry = (card: VrCard, request: VrAccessRequest): EnquiryInput => ({
  kind: 'vr-access',
  name: request.name,
  email: request.email,
  phone: request.phone,
  about: { type: 'vr', ref: card._id, name: card.name },
});

/** The card list with the page's own error messages (docs/glossary.md). */
export const vrCardsQuery = () =>
  queryOptions({
    queryKey: queryKeys.vrCards(),
    queryFn: ({ signal }) => fetchVrCards(signal),
    meta: { label: 'loading the VR cards' },
  });

/** The server's `{ msg }` of a refused request, if there is one. */
export { serverMessage } from '@manzil/api-client';
