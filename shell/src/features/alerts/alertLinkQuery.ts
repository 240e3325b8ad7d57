/** Whether an unsubscribe link's alert still runs: read with the page (on the server, prefetchAlertLink),
 * so a link opened again says the alert is already stopped instead of offering to stop it. */
import { matchPage } from '@manzil/contract';
import { queryOptions, request, type QueryClient } from '@manzil/api-client';

export const alertLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['alerts', 'unsubscribe', token] as const,
    queryFn: ({ signal }) => request('GET /alerts/unsubscribe/:token', { params: { token }, signal }),
    meta: { label: 'checking the alert' },
    // The page's own state: it changes only by its button, whose answer is a new page.
    staleTime: Infinity,
  });

/** The server's read for /alerts/unsubscribe/:token. */
export function prefetchAlertLink(pathname: string, queryClient: QueryClient): Promise<void>[] {
  const match = matchPage(pathname);
  if (match.id !== 'alertUnsubscribe' || !match.params.token) return [];
  return [queryClient.prefetchQuery(alertLinkQuery(match.params.token))];
}
