/**
 * A button pressed before the app had started (FIRST_VIEW_LOADER keeps it): pressed again once the
 * part of the page that holds it is live (no `data-loading` box around it, SettlingSuspense), so
 * the tap takes effect instead of being lost. Too old a tap (the visitor has moved on) is dropped.
 */
import { EARLY_CLICK_KEY } from '@manzil/contract';

const MAX_AGE_MS = 10_000;

interface EarlyClick {
  target: HTMLElement;
  at: number;
}

export function replayEarlyClick(): void {
  const store = window as unknown as Record<string, EarlyClick | undefined>;
  const early = store[EARLY_CLICK_KEY];
  delete store[EARLY_CLICK_KEY];
  const root = document.documentElement;
  const done = () => root.removeAttribute('data-waiting');
  if (!early || Date.now() - early.at > MAX_AGE_MS) return done();
  const live = () => !early.target.closest('[data-loading]');
  const press = () => {
    done();
    if (early.target.isConnected) early.target.click();
  };
  if (live()) return press();
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    clearTimeout(expiry);
    press();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-loading'] });
  const expiry = setTimeout(
    () => {
      observer.disconnect();
      done();
    },
    MAX_AGE_MS - (Date.now() - early.at),
  );
}
