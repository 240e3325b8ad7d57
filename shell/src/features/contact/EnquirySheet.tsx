/**
 * The enquiry sheet: a card's "Enquire now" (a link to /contact?property=<slug>#enquiry) opens the
 * contact page's form over the page instead, naming the home (answerEnquirySheetRequests). A step of
 * history: Back closes it. The form and its dialog are a chunk of their own, fetched on the first request.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchPage } from '@manzil/contract';
import { answerEnquirySheetRequests, useHistorySheet } from '@manzil/ui';

const SHEET = 'enquire';
const EnquiryDialog = lazy(() => import(/* webpackChunkName: "enquiry-sheet" */ './EnquiryDialog'));

export function EnquirySheet() {
  const { pathname } = useLocation();
  const { open, show, close, state } = useHistorySheet(SHEET);
  // The contact page has the form itself: its link is followed there.
  const onContactPage = matchPage(pathname).id === 'contact';
  useEffect(
    () =>
      answerEnquirySheetRequests(({ slug }) => {
        if (onContactPage) return false;
        void show({ slug });
        return true;
      }),
    [onContactPage, show],
  );
  const slug = typeof state?.slug === 'string' ? state.slug : null;
  if (!open || !slug) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialog slug={slug} onClose={close} />
    </Suspense>
  );
}
