/** A remote's name in the federation runtime: names must be identifiers, `mf-listings` → `mf_listings`. */
export const federationName = (app: string): string => app.replace(/-/g, '_');

/** Where the server says which remotes exist and where each is deployed (the shell reads it at start). */
export const REMOTES_CONFIG_PATH = '/remotes.json';
