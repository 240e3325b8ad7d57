/** This remote's reads, answered by the MSW server for component tests. */
import { requestsTo, type RecordedRequest } from '@manzil/api-client/testing';
import type { ApiRoute } from '@manzil/api-client';
import type { SiteConfig } from '@manzil/contract';

export const siteConfig: SiteConfig = {
  brandName: 'Manzil',
  agencyPhone: '971500000000',
  agencyEmail: 'hello@manzil.test',
  officeAddress: '',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: 'OSM',
  licenceNumber: '',
  permitCheckUrl: 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?khevJujtDig={permit}',
};

/** The paths (after /api, with the query) a route was asked for. */
export const urlsOf = (route: ApiRoute): string[] => requestsTo(route).map((r: RecordedRequest) => r.url);
/** The bodies a route was sent. */
export const bodiesOf = (route: ApiRoute): unknown[] => requestsTo(route).map((r) => r.body);
