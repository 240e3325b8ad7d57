/** A remote's name in the federation runtime: names must be identifiers, `mf-listings` → `mf_listings`. */
export const federationName = (app: string): string => app.replace(/-/g, '_');
