/**
 * Refuses a request whose path or query is not valid percent-encoding (`/%E0%A4%A`, `?q=%`), once, here:
 * every later step (static files, routing, page meta) may then decode without a try/catch.
 * A path with repeated slashes (`//dubai`) names no page or file: a read is sent to the clean path.
 */
import type { MiddlewareHandler } from 'hono';
import { createLogLimiter } from '../lib/log-limiter';

export const MSG_MALFORMED_URL = 'Malformed URL';

/** Longest URL that is worth reading: real ones are far shorter. */
export const MAX_URL_LENGTH = 4096;

function decodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Characters of the refused URL a log line shows, counted after escaping (a `\u0000` counts 6). */
export const MAX_LOGGED_URL = 200;

/**
 * The line for a refused URL: the attacker's text quoted (JSON escapes, so it cannot forge other
 * lines) and cut after escaping, so a URL of escape-heavy characters cannot make it longer.
 */
export function refusedLine(why: string, what: string): string {
  let shown = '';
  // By code point, so a cut never splits a surrogate pair into a lone half.
  for (const ch of what) {
    const escaped = JSON.stringify(ch).slice(1, -1);
    if (shown.length + escaped.length > MAX_LOGGED_URL) return `[api] 400 ${why}: "${shown}"…`;
    shown += escaped;
  }
  return `[api] 400 ${why}: "${shown}"`;
}

/** Every visitor can send refused URLs at will: one limiter bounds the lines they make us write. */
const refusedLog = createLogLimiter((line) => console.warn(line));

export const logRefused = (why: string, what: string): void => refusedLog(refusedLine(why, what));

/** Runs of slashes, with backslashes counted in: browsers read `/\\host` as `//host`. */
const REPEATED_SLASHES = /[/\\]{2,}/g;

export function urlGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const pathAndQuery = pathStart < 0 ? '/' : url.slice(pathStart);
    if (pathAndQuery.length > MAX_URL_LENGTH) {
      logRefused('URL too long', pathAndQuery);
      return c.json({ msg: MSG_MALFORMED_URL }, 414);
    }
    // '+' is a space in a query, never an error; each query part decodes on its own.
    const [path = '/', query = ''] = pathAndQuery.split('?', 2);
    if (!decodable(path) || !query.split('&').every((part) => decodable(part.replace(/\+/g, ' ')))) {
      logRefused('malformed URL', pathAndQuery);
      return c.json({ msg: MSG_MALFORMED_URL }, 400);
    }
    const clean = path.replace(REPEATED_SLASHES, '/');
    if (clean !== path) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ msg: 'Not found' }, 404);
      // Root-relative, starting with exactly one slash: never another host, never the Host header.
      return c.redirect(clean + pathAndQuery.slice(path.length), 301);
    }
    return next();
  };
}
