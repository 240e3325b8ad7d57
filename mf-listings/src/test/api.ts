/** This remote's reads, answered by the MSW server for component tests. */
import { requestsTo, SITE_CONFIG, type RecordedRequest } from '@manzil/api-client/testing';
import type { ApiRoute } from '@manzil/api-client';
import type { SiteConfig } from '@manzil/contract';

export const siteConfig: SiteConfig = SITE_CONFIG;

/** The paths (after /api, with the query) a route was asked for. */
export const urlsOf = (route: ApiRoute): string[] => requestsTo(route).map((r: RecordedRequest) => r.url);
/** The bodies a route was sent. */
export const bodiesOf = (route: ApiRoute): unknown[] => requestsTo(route).map((r) => r.body);
