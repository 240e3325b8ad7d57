/** Naming rules that turn names into URL slugs and storage keys (docs/glossary.md). */

/** 'Downtown Dubai' → 'downtown-dubai' (lowercased, whitespace as hyphens). */
export const toSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** 'Downtown Dubai' or 'downtown-dubai' → 'downtown_dubai' (the area key of the API paths). */
export const toAreaKey = (nameOrSlug: string): string =>
  nameOrSlug
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** 'abu-dhabi' → 'Abu Dhabi' (hyphens to spaces, words capitalised). */
export const titleFromSlug = (slug: string): string =>
  slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');

/** 'Abu Dhabi' or 'abu-dhabi' → 'AbuDhabi' (the emirate key: words capitalised, no separator). */
export const toEmirateKey = (nameOrSlug: string): string => titleFromSlug(nameOrSlug).replace(/\s+/g, '');

/** Normalises any emirate key form for comparison: 'Abu_Dhabi', 'abudhabi' → 'abudhabi'. */
export const normaliseKey = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * 'Palm Villa' → 'palm-villa': the base of a property's unique slug (the server adds '-2', '-3'
 * on clashes). Characters that are not letters, digits or hyphens are dropped so slugs are safe
 * in URLs. Link to a property with its `slug` field, not by recomputing this.
 */
export const toPropertySlug = (houseName: string): string =>
  toSlug(houseName)
    .replace(/[^\p{L}\p{N}-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '') || 'property';
