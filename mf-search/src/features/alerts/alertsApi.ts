/** The alert form's one write: saves a search alert and mails its confirmation (nothing else is sent
 * before its link is followed). */
import { hasStatus, postAlertSignup, serverMessage, useMutation } from '@manzil/api-client';
import type { AlertSignupInput, Locale } from '@manzil/contract';

/** What the visitor is told when the alert was not saved: the server's reason for a refusal it
 * explains (400, 429), else `failed`, the form's failure text in the page's language. */
export const alertFailure = (error: unknown, failed: string): string =>
  hasStatus(error, 400, 429) ? (serverMessage(error) ?? failed) : failed;

/** `locale`: the page's language, which the confirmation and the alert's mails are written in. */
export const useAlertSignup = (
  locale: Locale,
  callbacks: {
    onSuccess(input: AlertSignupInput): void;
    onError(error: unknown): void;
  },
) =>
  useMutation({
    mutationKey: ['search-alert'],
    mutationFn: (input: AlertSignupInput) => postAlertSignup(input, locale),
    // Sent even when the browser believes it is offline: a failure is said at once rather than the
    // form waiting, paused, for a connection.
    networkMode: 'always',
    onSuccess: (_done, input) => callbacks.onSuccess(input),
    onError: (error) => callbacks.onError(error),
  });
