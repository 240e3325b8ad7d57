/**
 * Rate limits answering 429 `{ msg }` with Retry-After. The counters live in the database
 * (rate-limiter-flexible's RateLimiterMongo: one atomic findAndModify per request), so every worker and
 * instance on one database shares each limit, and a restart does not reset them. A counter document
 * expires with its window (TTL index, see ensureIndexes), so the collection stays bounded.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from 'mongodb';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimit } from '../config';
import type { loginTurns } from '../db/login-turns';
import { MSG } from '../lib/errors';

export const RATE_LIMIT_COLLECTION = 'rate_limits';

/** What is counted: the client IP, the (account, client) pair… */
export type LimitKey = (c: Context) => string | Promise<string>;

/** A fixed window of `limit.limit` points per `limit.windowMs`, keyed under `name`. */
export function dbLimiter(db: Db, name: string, limit: RateLimit): RateLimiterMongo {
  return new RateLimiterMongo({
    storeClient: db,
    tableName: RATE_LIMIT_COLLECTION,
    keyPrefix: name,
    points: limit.limit,
    duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
    // ensureIndexes creates the unique and TTL indexes before the server answers.
    disableIndexesCreation: true,
  });
}

function tooMany(c: Context, msBeforeNext: number): Response {
  c.header('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return c.json({ msg: MSG.tooManyRequests }, 429);
}

/** Counts one point per key; a RateLimiterRes rejection means over the limit, anything else is a store failure. */
export async function claim(limiter: RateLimiterMongo, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

/** Every request counts (enquiries, forgot-password). */
export function limitRequests(limiter: RateLimiterMongo, key: LimitKey): MiddlewareHandler {
  return async (c, next) => {
    const over = await claim(limiter, await key(c));
    if (over) return tooMany(c, over.msBeforeNext);
    await next();
  };
}

/**
 * Only failures count (logins). The attempt is counted before it runs, so parallel guesses cannot slip
 * past the limit, and given back when it succeeds: `refund` returns its point, `reset` clears the key
 * (consecutive failures, as OWASP's cheat sheet counts them per account and client).
 */
export function limitFailures(
  limiter: RateLimiterMongo,
  key: LimitKey,
  onSuccess: 'refund' | 'reset',
): MiddlewareHandler {
  return async (c, next) => {
    const k = await key(c);
    const over = await claim(limiter, k);
    if (over) return tooMany(c, over.msBeforeNext);
    await next();
    if (c.res.status < 400) {
      await (onSuccess === 'reset' ? limiter.delete(k) : limiter.reward(k, 1));
    }
  };
}

/** The slowdown of `slowFailures`: nothing for the first `free` failures, then 250 ms doubling per
 * failure, never more than 3 s. */
export const FAILURE_DELAY = { firstMs: 250, maxMs: 3000 } as const;

export function failureDelayMs(failuresBefore: number, free: number): number {
  if (failuresBefore < free) return 0;
  return Math.min(FAILURE_DELAY.maxMs, FAILURE_DELAY.firstMs * 2 ** Math.min(failuresBefore - free, 16));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Slows, never refuses, attempts on a key (an account, whoever sends them) by its recent failures
 * (OWASP's authentication cheat sheet: a delay instead of a lockout, so guessing from many addresses
 * costs time while the owner still signs in, at worst `FAILURE_DELAY.maxMs` later). The attempt is
 * counted before it runs, so parallel guesses see each other's counts, and given back when it succeeds;
 * the counter lives in the database (every worker and instance shares it) and expires with its window.
 * Behind `oneAtATime`: a delay slept in parallel by many attempts would slow none of them.
 */
export function slowFailures(limiter: RateLimiterMongo, key: LimitKey): MiddlewareHandler {
  return async (c, next) => {
    const k = await key(c);
    const counted = await limiter.penalty(k, 1);
    await sleep(failureDelayMs(counted.consumedPoints - 1, limiter.points));
    await next();
    if (c.res.status < 400) await limiter.reward(k, 1);
  };
}

/**
 * One attempt per key (an account) at a time, across workers and instances (db/login-turns.ts): the
 * rest wait their turn in a bounded queue, and past it, or after waiting too long, get 429 with
 * Retry-After (about one turn: a place may be free by then).
 */
export function oneAtATime(turns: ReturnType<typeof loginTurns>, key: LimitKey): MiddlewareHandler {
  return async (c, next) => {
    const turn = await turns.take(await key(c));
    if ('refused' in turn) return tooMany(c, FAILURE_DELAY.maxMs);
    try {
      await next();
    } finally {
      await turn.release();
    }
  };
}

/**
 * Attempts from a trusted device (OWASP's "device cookies": a browser that signed in to the account
 * before) skip `untrusted`, the account's shared queue and slowdown, which strangers' guesses can keep
 * full; so the owner still gets in during an attack. `device` gives the device's key when the request
 * carries a valid device cookie for the account it names. Each such attempt counts as a failure of that
 * device before it runs (so parallel ones cannot slip past) and is given back on success; once the
 * device has used up `limiter`, it is no longer trusted and its attempts take `untrusted` like anyone's.
 */
export function trustedDevice(
  limiter: RateLimiterMongo,
  device: (c: Context) => Promise<string | undefined>,
  untrusted: MiddlewareHandler,
): MiddlewareHandler {
  return async (c, next) => {
    const key = await device(c);
    if (key === undefined || (await claim(limiter, key))) return untrusted(c, next);
    await next();
    if (c.res.status < 400) await limiter.delete(key);
  };
}
