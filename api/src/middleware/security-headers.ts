/**
 * Security headers on every response: CSP (scripts only from self and the configured remote
 * origins, no inline scripts), nosniff, referrer policy (OSM tiles need a referrer), no framing,
 * HSTS on HTTPS.
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { isHttps } from '../lib/client-ip';

/** Origins of the REMOTE_*_URL overrides (scripts, styles and manifests load from there). */
export function remoteOrigins(config: Pick<Config, 'remoteOverrides'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteOverrides)) {
    try {
      const origin = new URL(url).origin;
      if (origin !== 'null') origins.add(origin);
    } catch {
      // A relative override is same-origin: 'self' covers it.
    }
  }
  return [...origins];
}

/** 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' → 'https://*.tile.openstreetmap.org'. */
export function tileSource(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/)([^/]+)/i.exec(tileUrl);
  if (!match) return undefined;
  const host = (match[2] ?? '').replace(/\{[^}]*\}/g, '*');
  return `${match[1]}${host}`;
}

export function buildCsp(config: Pick<Config, 'remoteOverrides' | 'mapTileUrl'>): string {
  const remotes = remoteOrigins(config).join(' ');
  const tiles = tileSource(config.mapTileUrl) ?? '';
  const list = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', tiles, remotes)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", remotes)}`,
    // VR tours (links360) may be embedded from their providers.
    `frame-src 'self' https:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Pages may not be framed (clickjacking); images and PDFs may be framed by the site itself,
 * because the area panel shows gallery pictures, floor plans and brochures in frames. */
function framableBySelf(contentType: string | null): boolean {
  return !!contentType && (contentType.startsWith('image/') || contentType.startsWith('application/pdf'));
}

export function securityHeaders(config: Config): MiddlewareHandler {
  const csp = buildCsp(config);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (framableBySelf(h.get('Content-Type'))) {
      h.set('X-Frame-Options', 'SAMEORIGIN');
      h.set('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    } else {
      h.set('X-Frame-Options', 'DENY');
      h.set('Content-Security-Policy', csp);
    }
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (isHttps(c, config.trustProxy))
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
