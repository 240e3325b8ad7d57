/** The set-up every test of a panel section shares. */
import { beforeEach } from 'vitest';
import { useToastStore } from '../shared/feedback/toastStore';

/** Each test starts signed in, with the section's state (`resetStore`) and the toasts fresh (each test
 * renders with a query client of its own: no write is pending). */
export function signedInSection(resetStore: () => void): void {
  beforeEach(() => {
    resetStore();
    useToastStore.getState().clear();
    localStorage.setItem('token', 'good');
  });
}
