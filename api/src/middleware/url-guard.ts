/**
 * Refuses a request whose path or query is not valid percent-encoding (`/%E0%A4%A`, `?q=%`), once, here:
 * every later step (static files, routing, page meta) may then decode without a try/catch.
 */
import type { MiddlewareHandler } from 'hono';

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

/** One log line, with the attacker's text quoted and cut, so it cannot forge other lines. */
export const logRefused = (why: string, what: string): void =>
  console.warn(`[api] 400 ${why}: ${JSON.stringify(what.slice(0, 200))}`);

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
    return next();
  };
}
