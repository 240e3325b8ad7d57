/**
 * Security headers on every response: CSP (scripts only from self and the configured remote
 * origins; the one inline script, the page's loader, by its hash), nosniff, referrer policy (OSM tiles need a referrer), no framing,
 * HSTS on HTTPS.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { FIRST_VIEW_LOADER } from '@manzil/contract';
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

/** The CSP source of the pages' one inline script. */
const LOADER_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_LOADER).digest('base64')}'`;

type CspConfig = Pick<Config, 'remoteOverrides' | 'mapTileUrl' | 'embedOrigins'>;

export function buildCsp(config: CspConfig): string {
  const remotes = remoteOrigins(config).join(' ');
  const tiles = tileSource(config.mapTileUrl) ?? '';
  const list = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", LOADER_SOURCE, remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', tiles, remotes)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", remotes)}`,
    // Only the hosts the area panel really frames (drive previews, EMBED_ORIGINS).
    `frame-src ${list("'self'", ...config.embedOrigins)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    // The contact form posted before the app started is answered with a redirect to the WhatsApp
    // chat (web/form-posts.ts); browsers check a form's redirects against form-action too.
    `form-action 'self' https://wa.me`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Pages may not be framed (clickjacking); images and PDFs may be framed by the site itself,
 * because the area panel shows gallery pictures, floor plans and brochures in frames. */
function framableBySelf(contentType: string | null): boolean {
  return !!contentType && (contentType.startsWith('image/') || contentType.startsWith('application/pdf'));
}

/** The security headers for one answer, by its content type and whether it travels over HTTPS. */
export function securityHeaderValues(
  config: CspConfig,
): (contentType: string | null, https: boolean) => [string, string][] {
  const csp = buildCsp(config);
  const framableCsp = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return (contentType, https) => {
    const framable = framableBySelf(contentType);
    const headers: [string, string][] = [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['X-Frame-Options', framable ? 'SAMEORIGIN' : 'DENY'],
      ['Content-Security-Policy', framable ? framableCsp : csp],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
    ];
    if (https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
    return headers;
  };
}

export function securityHeaders(config: Config): MiddlewareHandler {
  const values = securityHeaderValues(config);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of values(h.get('Content-Type'), isHttps(c, config))) h.set(name, value);
  };
}
