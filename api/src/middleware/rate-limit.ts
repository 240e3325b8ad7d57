/** Rate limits (hono-rate-limiter, in memory per API instance) answering 429 `{ msg }`. */
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { RateLimit } from '../config';
import { MSG } from '../lib/errors';

export interface LimitOptions {
  limit: RateLimit;
  /** What is counted: the client IP, the account name… */
  key: (c: Context) => string | Promise<string>;
  /** Count only failed attempts (logins). */
  onlyFailures?: boolean;
}

export function limitRequests({ limit, key, onlyFailures = false }: LimitOptions): MiddlewareHandler {
  return rateLimiter({
    windowMs: limit.windowMs,
    limit: limit.limit,
    standardHeaders: 'draft-6',
    keyGenerator: key,
    skipSuccessfulRequests: onlyFailures,
    handler: (c) => c.json({ msg: MSG.tooManyRequests }, 429),
  });
}
