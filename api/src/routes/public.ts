/** Public reads of the site, one router per resource: home page cities, VR cards, locations, a property
 * by slug or reference, search, agents. Each GET answers a read of public-reads.ts (which a page render
 * calls directly); the routers add only what HTTP needs (refusals, headers). */
import { Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { SEARCH_TOTAL_HEADER, type PropertiesBySlugsResponse, type SearchResponse } from '@manzil/contract';
import {
  agentSlugParamSchema,
  bySlugsQuerySchema,
  cityAreaParamSchema,
  referenceParamSchema,
  searchBodySchema,
  slugParamSchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { findPropertiesBySlugs, toProperty } from '../db/properties';
import { createListingJson, searchPropertiesJson } from '../db/listing-json';
import { createPublicReads, sendAnswer } from './public-reads';
import { valid } from '../lib/validate';

const DEFAULT_SEARCH_LIMIT = 100;

/** `/homepage`: the emirate cards of the home page. */
export const homepageRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono().get('/cities', async (c) => c.json(await reads.homepageCities()));
};

/** `/damac360`: the VR tour cards. */
export const vrCardRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono().get('/card', async (c) => c.json(await reads.vrCards()));
};

/** `/currency-rates`: the agency's rates for showing prices in other currencies. */
export const currencyRateRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono().get('/', async (c) => c.json(await reads.currencyRates()));
};

/** `/locations`: every emirate with its areas (collections left out); an area guide's market figures. */
export const locationRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono()
    .get('/', async (c) => c.json(await reads.locations()))
    .get('/:city/:area/figures', valid('param', cityAreaParamSchema), async (c) => {
      const { city, area } = c.req.valid('param');
      return sendAnswer(c, await reads.areaFigures(city, area));
    });
};

/** `/properties`: one property by its slug or its Reference ID, several by their slugs (a browser's saved
 * homes and compare list), and the homes like it (the admin's area lists live under
 * `/admin/properties`). */
export const propertyRoutes = ({ db: { db }, views }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono()
    .get('/by-slugs', valid('query', bySlugsQuerySchema), async (c) => {
      const body: PropertiesBySlugsResponse = {
        data: (await findPropertiesBySlugs(db, c.req.valid('query').slugs)).map(toProperty),
      };
      return c.json(body);
    })
    .get('/by-slug/:slug', valid('param', slugParamSchema), async (c) => {
      const res = sendAnswer(c, await reads.propertyBySlug(c.req.valid('param').slug));
      // The app's navigation to a property page reads it here (a first view is counted by the page handler).
      if (res.status === 200 || res.status === 304) views.count(c.req.valid('param').slug);
      return res;
    })
    .get('/by-slug/:slug/similar', valid('param', slugParamSchema), async (c) => {
      return sendAnswer(c, await reads.similarProperties(c.req.valid('param').slug));
    })
    .get('/by-slug/:slug/price-history', valid('param', slugParamSchema), async (c) => {
      return sendAnswer(c, await reads.priceHistory(c.req.valid('param').slug));
    })
    .get('/by-reference/:ref', valid('param', referenceParamSchema), async (c) => {
      return sendAnswer(c, await reads.propertyByReference(c.req.valid('param').ref));
    });
};

/**
 * `/search`: the spec's search form's results (POST /result, paged, the total in a header), and the
 * search with filters, sort and pages (GET /): the page's query read by the contract, as the
 * search page's URL carries it, plus `limit` (the home page's featured row asks for a few).
 */
export const searchRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  // Each listing's JSON, kept beside the stored bytes it was made from (listing-json.ts).
  const listings = createListingJson();
  return (
    new Hono()
      .post('/result', valid('json', searchBodySchema), async (c) => {
        const input = c.req.valid('json');
        const page = input.page ?? 1;
        const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
        const { json, total } = await searchPropertiesJson(db, listings, { ...input, page, limit });
        c.header(SEARCH_TOTAL_HEADER, String(total));
        // The JSON of `SearchResponse` (as c.json would send it, typed as it), made of each listing's; the
        // bytes are Buffer.concat's own (never a SharedArrayBuffer).
        return c.body(json as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/json',
        }) as unknown as Response & TypedResponse<JSONParsed<SearchResponse>, 200, 'json'>;
      })
      // The results map: every match's marker fields, capped (MAP_POINTS_MAX).
      .get('/points', async (c) => {
        return sendAnswer(c, await reads.mapPoints(new URL(c.req.url).searchParams));
      })
      .get('/', async (c) => {
        return sendAnswer(c, await reads.searchPage(new URL(c.req.url).searchParams));
      })
  );
};

/** `/agents`: the agency's agents with their listings counts (beside the spec's calls). */
export const agentRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono()
    .get('/', async (c) => c.json(await reads.agents()))
    .get('/:slug', valid('param', agentSlugParamSchema), async (c) => {
      return sendAnswer(c, await reads.agent(c.req.valid('param').slug));
    })
    .get('/:slug/card', valid('param', agentSlugParamSchema), async (c) => {
      return sendAnswer(c, await reads.agentCard(c.req.valid('param').slug));
    });
};
