import { describe, expect, it } from 'vitest';
import { renderMemo, RENDER_MEMO_MAX } from './public-reads';

describe("a render's memo", () => {
  it('reads a key once however often it is asked, side by side or later', async () => {
    const memo = renderMemo();
    let reads = 0;
    const read = () => Promise.resolve((reads += 1));
    expect(await Promise.all([memo('a', read), memo('a', read)])).toEqual([1, 1]);
    expect(await memo('a', read)).toBe(1);
    expect(reads).toBe(1);
  });

  it(`keeps at most ${RENDER_MEMO_MAX} reads: past that, a read is made and not kept`, async () => {
    const memo = renderMemo();
    let reads = 0;
    const read = () => Promise.resolve((reads += 1));
    for (let i = 0; i < RENDER_MEMO_MAX * 100; i += 1) await memo(`key ${i}`, read);
    expect(reads).toBe(RENDER_MEMO_MAX * 100);
    // The first ones are kept; one past the bound is read again each time it is asked.
    await memo('key 0', read);
    await memo(`key ${RENDER_MEMO_MAX}`, read);
    await memo(`key ${RENDER_MEMO_MAX}`, read);
    expect(reads).toBe(RENDER_MEMO_MAX * 100 + 2);
  });
});
