import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { BRAND, type SiteConfig } from '@manzil/contract';

/** Public settings for the browser (agency contacts, map tiles): never hard-coded in bundles. */
export function siteConfigRoutes({ config }: AppDeps) {
  return new Hono().get('/', (c) => {
    const body: SiteConfig = {
      brandName: BRAND.name,
      agencyPhone: config.agencyPhone,
      agencyEmail: config.agencyEmail,
      officeAddress: config.officeAddress,
      mapTileUrl: config.mapTileUrl,
      mapAttribution: config.mapAttribution,
      licenceNumber: config.licenceNumber,
      permitCheckUrl: config.permitCheckUrl,
    };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
}
