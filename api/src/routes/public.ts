/** Public reads of the site: home page cities, VR cards, locations, a property by slug, search. */
import { Hono } from 'hono';
import {
  SEARCH_TOTAL_HEADER,
  type HomepageCitiesResponse,
  type LocationsResponse,
  type SearchResponse,
  type VrCardsResponse,
} from '@manzil/contract';
import { searchBodySchema, slugParamSchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { listAllAreas } from '../db/areas';
import { listEmirates, toHomepageCity } from '../db/emirates';
import { findPropertyBySlug, searchProperties, toProperty } from '../db/properties';
import { listVrCards, toVrCard } from '../db/vrcards';
import { MSG } from '../lib/errors';
import { valid } from '../lib/validate';

const DEFAULT_SEARCH_LIMIT = 100;

export function publicRoutes(deps: ApiDeps): Hono {
  const db = deps.db.db;
  return new Hono()
    .get('/homepage/cities', async (c) => {
      const body: HomepageCitiesResponse = (await listEmirates(db)).map(toHomepageCity);
      return c.json(body);
    })
    .get('/damac360/card', async (c) => {
      const body: VrCardsResponse = { success: true, data: (await listVrCards(db)).map(toVrCard) };
      return c.json(body);
    })
    .get('/locations', async (c) => {
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
    })
    .get('/properties/by-slug/:slug', valid('param', slugParamSchema), async (c) => {
      const property = await findPropertyBySlug(db, c.req.valid('param').slug.toLowerCase());
      if (!property) return c.json({ msg: MSG.propertyNotFound }, 404);
      return c.json(toProperty(property));
    })
    .post('/search/result', valid('json', searchBodySchema), async (c) => {
      const input = c.req.valid('json');
      const page = input.page ?? 1;
      const limit = input.limit ?? DEFAULT_SEARCH_LIMIT;
      const { items, total } = await searchProperties(db, { ...input, page, limit });
      c.header(SEARCH_TOTAL_HEADER, String(total));
      const body: SearchResponse = items.map(toProperty);
      return c.json(body);
    });
}
