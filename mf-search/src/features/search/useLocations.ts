import { useEffect, useState } from 'react';
import type { LocationsResponse } from '@manzil/contract';
import { fetchLocations } from './searchApi';

export type LocationsState =
  | { status: 'loading'; emirates: [] }
  | { status: 'ready'; emirates: LocationsResponse['emirates'] }
  | { status: 'error'; emirates: [] };

/** One request per page load: the list changes only when staff add areas. A failure is not cached. */
let pending: Promise<LocationsResponse> | null = null;
const loadOnce = (): Promise<LocationsResponse> => {
  pending ??= fetchLocations().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
};

/** Emirates and their areas for the location selector; without them the search still works ("any"). */
export function useLocations(): LocationsState {
  const [state, setState] = useState<LocationsState>({ status: 'loading', emirates: [] });
  useEffect(() => {
    let active = true;
    loadOnce().then(
      (data) => active && setState({ status: 'ready', emirates: data.emirates }),
      (error: unknown) => {
        console.warn('[mf-search] locations could not be loaded:', error);
        if (active) setState({ status: 'error', emirates: [] });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** For tests: forget the cached request. */
export const resetLocationsCache = (): void => {
  pending = null;
};
