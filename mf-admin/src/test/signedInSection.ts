/** The set-up every test of a panel section shares. */
import { beforeEach } from 'vitest';
import { useToastStore } from '../shared/feedback/toastStore';
import { useSavingStore } from '../shared/saving/savingStore';

/** Each test starts signed in, with the section's state (`resetStore`), the saving flag and the toasts fresh. */
export function signedInSection(resetStore: () => void): void {
  beforeEach(() => {
    resetStore();
    useSavingStore.getState().reset();
    useToastStore.getState().clear();
    localStorage.setItem('token', 'good');
  });
}
