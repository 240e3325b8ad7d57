/** The log a visitor can make this server write is bounded: identical lines held back, a flood cut. */
import { describe, expect, it } from 'vitest';
import { createLogLimiter, type LogLimits } from './log-limiter';

const LIMITS: LogLimits = { windowMs: 60_000, maxKeys: 100, maxLines: 20, maxLineLength: 120 };

function harness() {
  const written: string[] = [];
  let now = 1_000_000;
  const log = createLogLimiter(
    (line) => written.push(line),
    LIMITS,
    () => now,
  );
  return { log, written, later: (ms: number) => (now += ms) };
}

describe('createLogLimiter', () => {
  it('writes an identical line once per window, then says how many were held back', () => {
    const { log, written, later } = harness();
    for (let i = 0; i < 10_000; i++)
      log('[ssr] a read failed: GET "/api/page-meta" 400: path must be a site path');
    expect(written).toHaveLength(1);
    later(LIMITS.windowMs);
    log('[ssr] a read failed: GET "/api/page-meta" 400: path must be a site path');
    expect(written).toHaveLength(2);
    expect(written[1]).toMatch(/\(and 9999 more like it\)$/);
  });

  it('a flood of distinct lines writes at most maxLines a window and remembers at most maxKeys', () => {
    const { log, written, later } = harness();
    for (let window = 0; window < 3; window++) {
      const before = written.length;
      for (let i = 0; i < 100_000; i++)
        log(`[ssr] a read failed: GET "/api/properties/by-slug/${window}-${i}"`);
      // This window's lines, plus the summary of the last one's held-back lines.
      expect(written.length - before).toBeLessThanOrEqual(LIMITS.maxLines + 1);
      expect(log.keys).toBeLessThanOrEqual(LIMITS.maxKeys);
      later(LIMITS.windowMs);
    }
    log('next');
    expect(written.at(-2)).toMatch(/^\[log\] \d+ more lines were held back/);
  });

  it('cuts a long line', () => {
    const { log, written } = harness();
    log(`[ssr] "${'a/'.repeat(5_000)}"`);
    expect(written[0]!.length).toBeLessThanOrEqual(LIMITS.maxLineLength + 1);
  });
});
