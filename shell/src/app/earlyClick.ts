/**
 * A button pressed before its part of the page is live is kept and pressed again once it is, so the
 * tap takes effect instead of being lost. Before the app has started, FIRST_VIEW_LOADER keeps it.
 * From the start on, `keepEarlyClicks` keeps a press inside a part still marked `data-loading` (a
 * remote or lazy part whose code is on its way, SettlingSuspense): React cannot run that part's
 * handlers yet, and would drop the press. The page shows it is busy meanwhile (`data-waiting` on
 * <html>). Too old a press (the visitor has moved on) is dropped.
 */
import { EARLY_CLICK_KEY } from '@manzil/contract';

const MAX_AGE_MS = 10_000;

interface EarlyClick {
  target: HTMLElement;
  at: number;
}

/** The press waiting for its part of the page, if any: a newer press replaces it. */
let cancelWaiting: (() => void) | undefined;

function pressWhenLive(early: EarlyClick): void {
  cancelWaiting?.();
  const root = document.documentElement;
  const live = () => !early.target.closest('[data-loading]');
  const press = () => {
    if (early.target.isConnected) early.target.click();
  };
  if (live()) {
    root.removeAttribute('data-waiting');
    return press();
  }
  root.setAttribute('data-waiting', '');
  const stop = () => {
    observer.disconnect();
    clearTimeout(expiry);
    root.removeAttribute('data-waiting');
    cancelWaiting = undefined;
  };
  const observer = new MutationObserver(() => {
    if (!live()) return;
    stop();
    press();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-loading'] });
  const expiry = setTimeout(stop, MAX_AGE_MS - (Date.now() - early.at));
  cancelWaiting = stop;
}

/** Called as the app attaches to the page: from then on, presses on parts not yet live are kept here. */
export function keepEarlyClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type === 'submit' || button.disabled) return;
      if (!button.closest('[data-loading]')) return;
      // Before React's own listener (on the app's root, below the document): it must not see it.
      event.stopImmediatePropagation();
      pressWhenLive({ target: button, at: Date.now() });
    },
    true,
  );
}

/** Once the app has hydrated: presses the button FIRST_VIEW_LOADER kept, when its part is live. */
export function replayEarlyClick(): void {
  const store = window as unknown as Record<string, EarlyClick | undefined>;
  const early = store[EARLY_CLICK_KEY];
  delete store[EARLY_CLICK_KEY];
  if (!early || Date.now() - early.at > MAX_AGE_MS) {
    if (!cancelWaiting) document.documentElement.removeAttribute('data-waiting');
    return;
  }
  pressWhenLive(early);
}
