/**
 * `GET /api/properties/{slug}/permit-qr.svg`: the QR code a Dubai advertisement must carry, encoding
 * its permit's check link (config.permitCheckUrl), drawn on the server so no QR code ships to the
 * browser. The page names the permit in the query (`?permit=`): that URL's image never changes, so it
 * is cached for a year; a permit changed by staff gives the page a new URL.
 */
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { permitCheckLink } from '@manzil/format';
import { slugParamSchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { findPropertyBySlug } from '../db/properties';
import { MSG } from '../lib/errors';
import { valid } from '../lib/validate';

/** Only Dubai's regulator issues Trakheesi permits; other emirates' listings show none. */
export const PERMIT_EMIRATE = 'dubai';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BRIEF = 'public, max-age=300';

/** The QR code of a link as an SVG document (quiet zone of 2 modules, medium error correction). */
export const permitQrSvg = (link: string): Promise<string> =>
  QRCode.toString(link, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });

export const permitQrRoutes = ({ config, db: { db } }: ApiDeps) =>
  new Hono().get('/:slug/permit-qr.svg', valid('param', slugParamSchema), async (c) => {
    const property = await findPropertyBySlug(db, c.req.valid('param').slug.toLowerCase());
    const permit = property?.emirate === PERMIT_EMIRATE ? property.permitNumber : undefined;
    const asked = c.req.query('permit');
    // No permit, or the page names one the listing no longer has: nothing to vouch for.
    if (!permit || (asked !== undefined && asked !== permit)) return c.json({ msg: MSG.permitNotFound }, 404);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', asked === undefined ? BRIEF : IMMUTABLE);
    // An image, never a document that runs anything: the SVG is the library's own markup of digits.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(await permitQrSvg(permitCheckLink(config.permitCheckUrl, permit)));
  });
