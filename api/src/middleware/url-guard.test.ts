/** A refused URL is logged in one bounded line, and a flood of them writes a bounded number of lines. */
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_LIMITS } from '../lib/log-limiter';
import { MAX_LOGGED_URL, MAX_URL_LENGTH, refusedLine, urlGuard } from './url-guard';

// The prefix, the quotes and the cut mark around the at most MAX_LOGGED_URL escaped characters.
const MAX_LINE = '[api] 400 malformed URL: ""…'.length + MAX_LOGGED_URL;

function guarded() {
  const app = new Hono();
  app.use(urlGuard());
  app.get('*', (c) => c.text('ok'));
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('refusedLine', () => {
  it('quotes the text so it cannot start a line of its own', () => {
    const line = refusedLine('malformed URL', '/x%\n[api] 200 GET /admin "ok"');
    expect(line).not.toContain('\n');
    expect(line).toBe('[api] 400 malformed URL: "/x%\\n[api] 200 GET /admin \\"ok\\""');
  });

  it('stays bounded when every character escapes to six (control characters, lone surrogates)', () => {
    for (const hostile of ['\u0001'.repeat(100_000), '\ud800'.repeat(100_000), '"\\'.repeat(100_000)]) {
      const line = refusedLine('malformed URL', hostile);
      expect(line.length).toBeLessThanOrEqual(MAX_LINE);
      expect(line.endsWith('"…')).toBe(true);
      // Cut between escapes, never inside one.
      expect(() => JSON.parse(line.slice(line.indexOf('"'), -1))).not.toThrow();
    }
  });

  it('never splits a surrogate pair', () => {
    const line = refusedLine('malformed URL', `/${'🏠'.repeat(1_000)}`);
    expect(line.length).toBeLessThanOrEqual(MAX_LINE);
    expect(line).not.toMatch(/\\ud8/);
    expect(line).toContain('🏠"…');
  });
});

describe('urlGuard log', () => {
  // One limiter per process (this file's module): the flood comes last, past it the window is full.
  it('the same refused URL sent again and again is written once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = guarded();
    for (let i = 0; i < 500; i++) expect((await app.request('/same/%zz')).status).toBe(400);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('/same/%zz'))).toHaveLength(1);
  });

  it('a flood of distinct refused URLs writes a bounded number of bounded lines', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = guarded();
    for (let i = 0; i < 600; i++) {
      const res = await app.request(`/dubai/${i}/${'%E0%A4'.repeat(300)}%A`);
      expect(res.status).toBe(400);
    }
    const long = await app.request(`/${'a'.repeat(MAX_URL_LENGTH + 1)}`);
    expect(long.status).toBe(414);
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(LOG_LIMITS.maxLines);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE);
    expect(lines[0]).toMatch(/^\[api\] 400 malformed URL: "\/dubai\/0\/%E0%A4/);
  });
});
