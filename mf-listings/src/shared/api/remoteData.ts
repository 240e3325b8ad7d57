/** A read as this remote's screens show it: loading, success with its data, or error. */
import type { UseQueryResult } from '@manzil/api-client';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export function remoteData<T>(query: UseQueryResult<T>): RemoteData<T> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'success', data: query.data };
}
