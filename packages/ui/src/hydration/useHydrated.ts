import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the page is hydrating, true once this component is live. A
 * control that needs the app’s code (a toggle, a copy button) is rendered disabled until
 * then, so a tap before the code has started is visibly not taken rather than silently lost.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
