import { createHash } from 'node:crypto';

/** A short, URL-safe name for a text (sha256, base64url, cut to 22 characters: 132 bits). */
export const digest = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** How a secret token is stored (reset links, alert links): its whole sha256, in hex, never the token. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
