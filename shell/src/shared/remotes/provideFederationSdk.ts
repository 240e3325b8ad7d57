/**
 * Hands the federation SDK and its error texts to the remotes' entries (the globals of
 * FEDERATION_SDK_GLOBALS): a production remote takes them from the page instead of bundling its own
 * copy (rsbuild.shared.ts). Run by the shell's entry, before any remote is loaded.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import { FEDERATION_SDK_GLOBALS } from '@manzil/contract/federation';

const provided: Record<keyof typeof FEDERATION_SDK_GLOBALS, unknown> = {
  '@module-federation/sdk': sdk,
  '@module-federation/error-codes': errorCodes,
};

export function provideFederationSdk(): void {
  for (const [lib, global] of Object.entries(FEDERATION_SDK_GLOBALS))
    (globalThis as Record<string, unknown>)[global] = provided[lib as keyof typeof provided];
}
