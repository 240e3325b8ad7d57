/** A remote's name in the federation runtime: names must be identifiers, `mf-listings` → `mf_listings`. */
export const federationName = (app: string): string => app.replace(/-/g, '_');

/** Where the server says which remotes exist and where each is deployed (the shell reads it at start). */
export const REMOTES_CONFIG_PATH = '/remotes.json';

/**
 * The globals through which the shell hands the federation SDK and its error texts to the remotes'
 * entries: a production remote takes them from the page (rsbuild.shared.ts) instead of bundling a copy,
 * as it already takes the runtime core (`_FEDERATION_RUNTIME_CORE`) from the shell.
 */
export const FEDERATION_SDK_GLOBALS = {
  '@module-federation/sdk': '_MANZIL_FEDERATION_SDK',
  '@module-federation/error-codes': '_MANZIL_FEDERATION_ERROR_CODES',
} as const;
