import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const never = () => new Promise<string>(() => undefined);

  it('gives up after the time with the caller’s error', async () => {
    const outcome = withTimeout(never(), 1_000, () => new Error('too slow'));
    const settled = expect(outcome).rejects.toThrow('too slow');
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
  });

  it('waits another period each time keepWaiting says so, then gives up', async () => {
    let patient = true;
    const asked = vi.fn(() => patient);
    const outcome = withTimeout(never(), 1_000, () => new Error('too slow'), asked);
    let failed = false;
    outcome.catch(() => (failed = true));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(asked).toHaveBeenCalledTimes(3);
    expect(failed).toBe(false);
    patient = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failed).toBe(true);
  });

  it('resolves with the work’s value and asks nothing after it', async () => {
    const asked = vi.fn(() => true);
    const outcome = withTimeout(Promise.resolve('done'), 1_000, () => new Error('too slow'), asked);
    await expect(outcome).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).not.toHaveBeenCalled();
  });
});
