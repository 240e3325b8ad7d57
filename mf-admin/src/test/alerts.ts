/** window.alert is how the panel speaks up; tests record it instead of showing it. */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** Records window.alert in each test of the file or describe. Returns the current test's record. */
export function recordAlerts(): () => MockInstance<typeof window.alert> {
  let alert: MockInstance<typeof window.alert>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  return () => alert;
}
