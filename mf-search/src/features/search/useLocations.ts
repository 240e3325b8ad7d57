import { useLocations as useLocationsQuery } from '@manzil/api-client';
import type { LocationsResponse } from '@manzil/contract';

export type LocationsState =
  | { status: 'loading'; emirates: [] }
  | { status: 'ready'; emirates: LocationsResponse['emirates'] }
  | { status: 'error'; emirates: [] };

/** Emirates and their areas for the location selector; without them the search still works ("any"). */
export function useLocations(): LocationsState {
  const query = useLocationsQuery();
  if (query.isPending) return { status: 'loading', emirates: [] };
  if (query.isError) return { status: 'error', emirates: [] };
  return { status: 'ready', emirates: query.data.emirates };
}
