/**
 * Log lines a visitor can cause (a failed read while rendering his page, an unexpected error), with a
 * bound on what he can make us write: an identical line at most once per window (the next one after it
 * says how many were held back), at most `maxLines` lines of any kind per window, each cut to
 * `maxLineLength`. Identical lines are remembered in an LRU of `maxKeys`, so a flood of distinct lines
 * costs bounded memory (and, past `maxLines`, one summary line per window).
 */
import { LRUCache } from 'lru-cache';

export interface LogLimits {
  windowMs: number;
  maxKeys: number;
  maxLines: number;
  maxLineLength: number;
}

export const LOG_LIMITS: LogLimits = { windowMs: 60_000, maxKeys: 1_000, maxLines: 120, maxLineLength: 500 };

export interface LogLimiter {
  (line: string): void;
  /** Lines remembered now (for tests). */
  readonly keys: number;
}

export function createLogLimiter(
  write: (line: string) => void = (line) => console.warn(line),
  limits: LogLimits = LOG_LIMITS,
  now: () => number = Date.now,
): LogLimiter {
  const seen = new LRUCache<string, { until: number; held: number }>({ max: limits.maxKeys });
  let windowStart = now();
  let written = 0;
  let dropped = 0;

  const log = (text: string) => {
    const at = now();
    if (at - windowStart >= limits.windowMs) {
      if (dropped)
        write(`[log] ${dropped} more lines were held back in the last ${limits.windowMs / 1000} s`);
      windowStart = at;
      written = 0;
      dropped = 0;
    }
    const line = text.length > limits.maxLineLength ? `${text.slice(0, limits.maxLineLength)}…` : text;
    const known = seen.get(line);
    if (known && at < known.until) {
      known.held += 1;
      return;
    }
    if (written >= limits.maxLines) {
      dropped += 1;
      return;
    }
    written += 1;
    write(known?.held ? `${line} (and ${known.held} more like it)` : line);
    seen.set(line, { until: at + limits.windowMs, held: 0 });
  };
  return Object.defineProperty(log, 'keys', { get: () => seen.size }) as LogLimiter;
}
