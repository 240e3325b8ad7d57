/**
 * GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`: the instance's metrics, every worker's
 * summed (server/cluster-metrics.ts). Mounted only when the token is set, ahead of the host guard: a
 * scraper reaches an instance by an address that is none of the site's names, and the token is the guard.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import { instanceMetrics, METRICS_CONTENT_TYPE } from '../server/cluster-metrics';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function metricsHandler(token: string): Handler {
  // Compared as digests: equal lengths, and no timing tells how much of a guess was right.
  const expected = sha256(`Bearer ${token}`);
  return async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!timingSafeEqual(sha256(c.req.header('authorization') ?? ''), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ msg: 'Unauthorized' }, 401);
    }
    const text = await instanceMetrics();
    if (text === undefined) return c.json({ msg: 'Metrics unavailable' }, 503);
    return c.body(text, 200, { 'Content-Type': METRICS_CONTENT_TYPE });
  };
}
