import { beforeEach, describe, expect, it } from 'vitest';
import { useSavingStore } from './savingStore';

describe('saving flag', () => {
  beforeEach(() => useSavingStore.getState().reset());

  it('is up while a write runs and down after', async () => {
    let finish: () => void = () => {};
    const run = useSavingStore
      .getState()
      .runSaving(() => new Promise<string>((r) => (finish = () => r('ok'))));
    expect(useSavingStore.getState().saving).toBe(true);
    finish();
    await expect(run).resolves.toBe('ok');
    expect(useSavingStore.getState().saving).toBe(false);
  });

  it('refuses a second write while one is in flight', async () => {
    let finish: () => void = () => {};
    const first = useSavingStore.getState().runSaving(() => new Promise<void>((r) => (finish = r)));
    let secondRan = false;
    const second = await useSavingStore.getState().runSaving(async () => {
      secondRan = true;
    });
    expect(second).toBeUndefined();
    expect(secondRan).toBe(false);
    finish();
    await first;
  });

  it('comes down when the write fails, and the failure reaches the caller', async () => {
    await expect(
      useSavingStore.getState().runSaving(() => Promise.reject(new Error('Update failed'))),
    ).rejects.toThrow('Update failed');
    expect(useSavingStore.getState().saving).toBe(false);
  });
});
