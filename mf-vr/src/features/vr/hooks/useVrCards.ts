/** The VR card list and its states (SPEC section 4): loading, error, empty, list. */
import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';
import type { VrCard } from '@manzil/contract';
import { fetchVrCards, VR_FETCH_ERRORS, VrFetchError } from '../api/vrApi';

export type VrCardsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'list'; cards: VrCard[] };

export interface UseVrCards {
  state: VrCardsState;
  /** Fetches the list again (the 'Retry Connection' button). */
  retry: () => void;
}

export function useVrCards(): UseVrCards {
  const [state, setState] = useState<VrCardsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const isFirstRender = useRef(true);

  useEffect(() => {
    const controller = new AbortController();
    // The first load starts in 'loading' already; a retry goes back to it.
    if (!isFirstRender.current) setState({ status: 'loading' });
    isFirstRender.current = false;
    fetchVrCards(controller.signal).then(
      (cards) => {
        if (controller.signal.aborted) return;
        setState(cards.length === 0 ? { status: 'empty' } : { status: 'list', cards });
      },
      (error: unknown) => {
        if (controller.signal.aborted || axios.isCancel(error)) return;
        const message = error instanceof VrFetchError ? error.message : VR_FETCH_ERRORS.network;
        setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
