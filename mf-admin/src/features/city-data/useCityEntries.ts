/** The area entries of an emirate (server state, cached per emirate by TanStack Query). */
import { useCityAreas } from '@manzil/api-client';
import type { CityEntry } from '@manzil/contract';

export type CityEntriesState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; entries: CityEntry[] };

export function useCityEntries(emirateKey: string): CityEntriesState & { retry(): void } {
  const query = useCityAreas(emirateKey);
  const retry = () => void query.refetch();
  // A Retry goes back to 'Loading...' rather than keeping the error on screen.
  if (query.isPending || (query.isError && query.isFetching)) return { status: 'loading', retry };
  if (query.isError) return { status: 'error', retry };
  // An emirate the server does not know has no areas.
  return { status: 'loaded', entries: query.data ?? [], retry };
}
