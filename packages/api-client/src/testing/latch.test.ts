import { latch } from './latch';

describe('latch', () => {
  it('resolves its promise when, and only when, released', async () => {
    const [released, release] = latch();
    let done = false;
    void released.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await released;
    expect(done).toBe(true);
  });
});
