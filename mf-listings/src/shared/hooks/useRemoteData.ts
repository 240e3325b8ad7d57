/** Loads data once per key and exposes loading / success / error, ignoring answers that arrive too late. */
import { useEffect, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export function useRemoteData<T>(key: string, load: () => Promise<T>, logLabel: string): RemoteData<T> {
  const [state, setState] = useState<{ key: string; value: RemoteData<T> }>({
    key,
    value: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    setState({ key, value: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, value: { status: 'success', data } }),
      (error: unknown) => {
        // SPEC section 8: fetch failures of these pages are logged; the page shows its empty state.
        console.error(`[mf-listings] ${logLabel} failed:`, error);
        if (current) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated on every render; the key says when the request really changes.
  }, [key]);

  // A stale answer for the previous key must never show under the new one.
  return state.key === key ? state.value : { status: 'loading' };
}
