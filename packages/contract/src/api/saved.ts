/**
 * Saved homes and compare: kept in the visitor's browser, no account. The bounds are
 * here because the browser's list and the API's `GET /properties/by-slugs` must agree on them.
 */

/** At most this many saved homes per browser; the API answers as many in one call. */
export const SAVED_HOMES_MAX = 50;
/** At most this many homes side by side on /compare. */
export const COMPARE_MAX = 4;
/** The query parameter of `GET /api/properties/by-slugs`: slugs joined by commas (a slug has none). */
export const BY_SLUGS_KEY = 'slugs';
/** A property slug as the server writes it (toPropertySlug): letters, digits and hyphens. */
export const PROPERTY_SLUG_PATTERN = /^[\p{L}\p{N}-]{1,200}$/u;
