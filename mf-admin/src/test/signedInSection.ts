/** The set-up every test of a panel section shares. */
import { beforeEach, type MockInstance } from 'vitest';
import { useSavingStore } from '../shared/saving/savingStore';
import { recordAlerts } from './alerts';

/**
 * Each test starts signed in, with the section's state (`resetStore`) and the saving flag fresh;
 * window.alert is recorded, not shown. Returns the current test's alert record.
 */
export function signedInSection(resetStore: () => void): () => MockInstance<typeof window.alert> {
  beforeEach(() => {
    resetStore();
    useSavingStore.getState().reset();
    localStorage.setItem('token', 'good');
  });
  return recordAlerts();
}
