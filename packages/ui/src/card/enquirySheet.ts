/**
 * "Enquire now" on a card is a link to the contact form naming the home (it works without
 * JavaScript). Once the page has started, the shell answers the link in place with its enquiry sheet:
 * a card asks for it with a cancelable event on window, and the shell, when it can open the sheet,
 * cancels the event (the card then keeps the visitor where they are). A remote needs no import of the
 * shell's form, and a page without the shell's sheet simply follows the link.
 */
export const ENQUIRY_SHEET_EVENT = 'manzil:enquiry-sheet';

export interface EnquirySheetRequest {
  /** The listing's slug. */
  slug: string;
}

/** Asks the page's enquiry sheet to open for a listing: true when it did (the link need not be followed). */
export function requestEnquirySheet(slug: string): boolean {
  if (typeof window === 'undefined') return false;
  const event = new CustomEvent<EnquirySheetRequest>(ENQUIRY_SHEET_EVENT, {
    detail: { slug },
    cancelable: true,
  });
  return !window.dispatchEvent(event);
}

/** The shell's side: `open` returns whether it opened the sheet for that listing. Returns the unsubscribe. */
export function answerEnquirySheetRequests(open: (request: EnquirySheetRequest) => boolean): () => void {
  const listener = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    const slug = detail && typeof detail === 'object' ? (detail as Record<string, unknown>).slug : undefined;
    if (typeof slug === 'string' && open({ slug })) event.preventDefault();
  };
  window.addEventListener(ENQUIRY_SHEET_EVENT, listener);
  return () => window.removeEventListener(ENQUIRY_SHEET_EVENT, listener);
}
