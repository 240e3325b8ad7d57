import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { BRAND, type SiteConfig } from '@manzil/contract';
import type { Config } from '../config';

/** Public settings for the browser (agency contacts, map tiles): never hard-coded in bundles. Also
 * handed to the server render with each page (api/src/web/pages.ts). */
export const siteConfigOf = (config: Config): SiteConfig => ({
  brandName: BRAND.name,
  agencyPhone: config.agencyPhone,
  agencyEmail: config.agencyEmail,
  officeAddress: config.officeAddress,
  officeAddressAr: config.officeAddressAr,
  mapTileUrl: config.mapTileUrl,
  mapAttribution: config.mapAttribution,
  licenceNumber: config.licenceNumber,
  permitCheckUrl: config.permitCheckUrl,
});

export function siteConfigRoutes({ config }: AppDeps) {
  const body = siteConfigOf(config);
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
}
