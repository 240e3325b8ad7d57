/** Public reads of the site, one router per resource: home page cities, VR cards, locations, a property by slug or reference, search. */
import { Hono } from 'hono';
import {
  readSearchQuery,
  SEARCH_LIMIT_KEY,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  SEARCH_TOTAL_HEADER,
  type MapPointsResponse,
  type SearchPageResponse,
  type AgentResponse,
  type AgentsResponse,
  type HomepageCitiesResponse,
  type LocationsResponse,
  type SearchResponse,
  type PropertiesBySlugsResponse,
  type SimilarPropertiesResponse,
  type VrCardsResponse,
} from '@manzil/contract';
import {
  agentSlugParamSchema,
  bySlugsQuerySchema,
  referenceParamSchema,
  searchBodySchema,
  slugParamSchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { findAgent, listActiveAgents } from '../db/agents';
import { listAllAreas } from '../db/areas';
import { listEmirates, toHomepageCity } from '../db/emirates';
import {
  findPropertiesBySlugs,
  findPropertyByReference,
  findPropertyBySlug,
  searchProperties,
  toProperty,
} from '../db/properties';
import { findSimilarProperties } from '../db/similar-properties';
import { searchMapPoints, searchPropertyPage } from '../db/property-search';
import { listVrCards, toVrCard } from '../db/vrcards';
import { MSG } from '../lib/errors';
import { valid } from '../lib/validate';

const DEFAULT_SEARCH_LIMIT = 100;

/** `/homepage`: the emirate cards of the home page. */
export const homepageRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono().get('/cities', async (c) => {
    const body: HomepageCitiesResponse = (await listEmirates(db)).map(toHomepageCity);
    return c.json(body);
  });

/** `/damac360`: the VR tour cards. */
export const vrCardRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono().get('/card', async (c) => {
    const body: VrCardsResponse = { success: true, data: (await listVrCards(db)).map(toVrCard) };
    return c.json(body);
  });

/** `/locations`: every emirate with its areas (collections left out). */
export const locationRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono().get('/', async (c) => {
    const [emirates, areas] = await Promise.all([listEmirates(db), listAllAreas(db)]);
    const body: LocationsResponse = {
      emirates: emirates.map((e) => ({
        name: e.name,
        slug: e.slug,
        areas: areas
          .filter((a) => a.emirate === e.slug && !a.collection)
          .map((a) => ({ name: a.name, slug: a.slug, key: a.key })),
      })),
    };
    return c.json(body);
  });

/** `/properties`: one property by its slug or its Reference ID, several by their slugs (a browser's saved
 * homes and compare list), and the homes like it (the admin's area lists live under
 * `/admin/properties`). */
export const propertyRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono()
    .get('/by-slugs', valid('query', bySlugsQuerySchema), async (c) => {
      const body: PropertiesBySlugsResponse = {
        data: (await findPropertiesBySlugs(db, c.req.valid('query').slugs)).map(toProperty),
      };
      return c.json(body);
    })
    .get('/by-slug/:slug', valid('param', slugParamSchema), async (c) => {
      const property = await findPropertyBySlug(db, c.req.valid('param').slug.toLowerCase());
      if (!property) return c.json({ msg: MSG.propertyNotFound }, 404);
      return c.json(toProperty(property));
    })
    // Other homes like this one, for the foot of its page (similar-properties.ts).
    .get('/by-slug/:slug/similar', valid('param', slugParamSchema), async (c) => {
      const property = await findPropertyBySlug(db, c.req.valid('param').slug.toLowerCase());
      if (!property) return c.json({ msg: MSG.propertyNotFound }, 404);
      const body: SimilarPropertiesResponse = {
        data: (await findSimilarProperties(db, property)).map(toProperty),
      };
      return c.json(body);
    })
    .get('/by-reference/:ref', valid('param', referenceParamSchema), async (c) => {
      const property = await findPropertyByReference(db, c.req.valid('param').ref);
      if (!property) return c.json({ msg: MSG.propertyNotFound }, 404);
      return c.json(toProperty(property));
    });

/**
 * `/search`: the spec's search form's results (POST /result, paged, the total in a header), and the
 * search with filters, sort and pages (GET /): the page's query read by the contract, as the
 * search page's URL carries it, plus `limit` (the home page's featured row asks for a few).
 */
export const searchRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono()
    .post('/result', valid('json', searchBodySchema), async (c) => {
      const input = c.req.valid('json');
      const page = input.page ?? 1;
      const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
      const { items, total } = await searchProperties(db, { ...input, page, limit });
      c.header(SEARCH_TOTAL_HEADER, String(total));
      const body: SearchResponse = items.map(toProperty);
      return c.json(body);
    })
    // The results map: every match's marker fields, capped (MAP_POINTS_MAX).
    .get('/points', async (c) => {
      const { query, problems } = readSearchQuery(new URL(c.req.url).searchParams);
      if (problems.length) return c.json({ msg: problems[0] }, 400);
      const body: MapPointsResponse = await searchMapPoints(db, query);
      return c.json(body);
    })
    .get('/', async (c) => {
      const params = new URL(c.req.url).searchParams;
      const { query, problems } = readSearchQuery(params);
      if (problems.length) return c.json({ msg: problems[0] }, 400);
      const limitText = params.get(SEARCH_LIMIT_KEY);
      let limit = SEARCH_PAGE_SIZE;
      if (limitText !== null) {
        if (!/^\d{1,2}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > SEARCH_MAX_LIMIT)
          return c.json({ msg: `${SEARCH_LIMIT_KEY}: must be from 1 to ${SEARCH_MAX_LIMIT}` }, 400);
        limit = Number(limitText);
      }
      const { items, total } = await searchPropertyPage(db, query, limit);
      const body: SearchPageResponse = {
        items: items.map(toProperty),
        total,
        page: query.page,
        pageSize: limit,
      };
      return c.json(body);
    });

/** `/agents`: the agency's agents with their listings counts (beside the spec's calls). */
export const agentRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono()
    .get('/', async (c) => {
      const body: AgentsResponse = { data: await listActiveAgents(db) };
      return c.json(body);
    })
    .get('/:slug', valid('param', agentSlugParamSchema), async (c) => {
      const { slug } = c.req.valid('param');
      // Slugs are short and lower-case: a longer or other one names no agent.
      const agent = /^[a-z0-9-]{1,80}$/.test(slug) ? await findAgent(db, slug) : undefined;
      if (!agent) return c.json({ msg: MSG.agentNotFound }, 404);
      const body: AgentResponse = { data: agent };
      return c.json(body);
    });
