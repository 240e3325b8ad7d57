/**
 * The server's fast path: a public read already in the read cache (middleware/read-cache.ts) is
 * answered straight from node:http, without routing, the middleware stack or fetch Request/Response
 * objects, which cost several times the work of the answer itself. It sends what the full stack
 * would: the same bytes, validator and encoding, the same security headers. Anything it cannot
 * answer exactly as the full stack would (no valid XSRF cookie yet, a token, a cross-origin caller,
 * a body it cannot vouch for, a miss) goes to the full stack.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getRequestListener } from '@hono/node-server';
import type { Application } from '../app';
import { API_CORS_EXPOSED, BODY_LIMITS } from '../app';
import type { Config } from '../config';
import { CSRF_COOKIE, isValidCsrfToken } from '../middleware/csrf';
import { cacheKey, isCacheableRequest, renderEntry, type Entry } from '../middleware/read-cache';
import { JSON_TYPE } from '../lib/validate';
import { remoteOrigins, securityHeaderValues } from '../middleware/security-headers';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return trustProxy && typeof proto === 'string' && proto.split(',').at(-1)?.trim() === 'https';
}

export function createNodeHandler({ app, readCache, csrfKey }: Application, config: Config): NodeHandler {
  const fullStack = getRequestListener(app.fetch);
  const security = securityHeaderValues(config);
  const corsOrigins = new Set(remoteOrigins(config));
  // A visitor sends the same cookie on every call: remember the ones already verified (bounded).
  const verified = new Set<string>();
  const isVerified = (token: string): boolean => {
    if (verified.has(token)) return true;
    if (!isValidCsrfToken(csrfKey, token)) return false;
    if (verified.size >= 10_000) verified.clear();
    verified.add(token);
    return true;
  };

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
    const answer = renderEntry(entry, {
      head: false,
      ifNoneMatch: req.headers['if-none-match'],
      acceptEncoding: req.headers['accept-encoding'],
    });
    const headers: Record<string, string> = answer.headers;
    for (const [name, value] of security(headers['content-type'] ?? null, isHttps(req, config.trustProxy)))
      headers[name] = value;
    if (corsOrigins.size && answer.status === 200) {
      // What hono/cors adds to a same-origin answer when remote origins are configured.
      headers['access-control-allow-credentials'] = 'true';
      headers['access-control-expose-headers'] = API_CORS_EXPOSED.join(',');
      headers.vary = `${headers.vary}, Origin`;
    }
    res.writeHead(answer.status, headers);
    res.end(answer.body ?? undefined);
  }

  /** The conditions under which the full stack adds nothing: returns the XSRF cookie if so. */
  function eligible(req: IncomingMessage, method: string, path: string): string | undefined {
    const h = req.headers;
    const hasToken = Boolean(h['x-auth-token'] || h.authorization);
    if (!isCacheableRequest(method, path, hasToken)) return undefined;
    // Cross-origin callers get CORS headers from the full stack.
    if (h.origin && corsOrigins.has(h.origin)) return undefined;
    // Without a valid cookie the full stack issues one (reads) or refuses (writes).
    const cookie = cookieValue(h.cookie, CSRF_COOKIE);
    return cookie && isVerified(cookie) ? cookie : undefined;
  }

  return (req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    if (!url.startsWith('/api/') || (method !== 'GET' && method !== 'POST')) return fullStack(req, res);
    const path = url.split('?', 1)[0]!;
    const cookie = eligible(req, method, path);
    if (!cookie) return fullStack(req, res);

    if (method === 'GET') {
      const entry = readCache.lookup(cacheKey('GET', url));
      return entry ? send(req, res, entry) : fullStack(req, res);
    }

    // A read sent as POST (search): only a JSON body of declared, allowed size with the XSRF pair.
    const length = Number(req.headers['content-length']);
    if (
      req.headers['x-xsrf-token'] !== cookie ||
      !JSON_TYPE.test(req.headers['content-type'] ?? '') ||
      !Number.isInteger(length) ||
      length > BODY_LIMITS.json
    )
      return fullStack(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let entry: Entry | undefined;
      try {
        const body: unknown = JSON.parse(raw.toString('utf8'));
        if (body && typeof body === 'object' && !Array.isArray(body))
          entry = readCache.lookup(cacheKey('POST', url, body));
      } catch {
        // Malformed: the full stack answers it.
      }
      if (entry) return send(req, res, entry);
      // The body has been read: hand it over as @hono/node-server's pre-read body.
      (req as IncomingMessage & { rawBody?: Buffer }).rawBody = raw;
      fullStack(req, res);
    });
  };
}
