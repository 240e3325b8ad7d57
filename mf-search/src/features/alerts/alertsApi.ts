/** The alert form's one write: saves a search alert and mails its confirmation (nothing else is sent
 * before its link is followed). */
import { hasStatus, request, serverMessage, useMutation } from '@manzil/api-client';
import { ALERT_TEXTS, type AlertSignupInput } from '@manzil/contract';

export async function postAlert(input: AlertSignupInput): Promise<void> {
  await request('POST /alerts', { body: input });
}

/** What the visitor is told when the alert was not saved: the server's reason for a refusal it
 * explains (400, 429), else the form's failure text. */
export const alertFailure = (error: unknown): string =>
  hasStatus(error, 400, 429) ? (serverMessage(error) ?? ALERT_TEXTS.failed) : ALERT_TEXTS.failed;

export const useAlertSignup = (callbacks: {
  onSuccess(input: AlertSignupInput): void;
  onError(error: unknown): void;
}) =>
  useMutation({
    mutationKey: ['search-alert'],
    mutationFn: postAlert,
    // Sent even when the browser believes it is offline: a failure is said at once rather than the
    // form waiting, paused, for a connection.
    networkMode: 'always',
    onSuccess: (_done, input) => callbacks.onSuccess(input),
    onError: (error) => callbacks.onError(error),
  });
