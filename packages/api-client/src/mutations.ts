/**
 * The visitors' writes as TanStack mutations: pending, error and success are the mutation's state,
 * and what a write changes is invalidated in one place (invalidation.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, type EnquiryInput, type Locale } from '@manzil/contract';
import { postEnquiry } from './endpoints';
import { invalidateAfter } from './invalidation';

/**
 * Records an enquiry (contact, property inquiry, brochure, VR access); resolves with its id. `locale`:
 * the page's language (`useLocale()`), sent with the enquiry.
 */
export function useEnquiry(locale: Locale = DEFAULT_LOCALE) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['enquiry'],
    mutationFn: (input: EnquiryInput) => postEnquiry(input, locale),
    // Sent even when the browser believes it is offline: the visitor is told at once if it fails,
    // rather than the form waiting, paused, for a connection.
    networkMode: 'always',
    // A staff inbox open in this browser shows the new lead on its next look.
    onSuccess: () => invalidateAfter(client, 'enquiry'),
  });
}
