/** `/floor-plans`: every area's floor plan links, by emirate and area, for the /floor-plans page. */
import { Hono } from 'hono';
import { toSlug, type FloorPlansResponse } from '@manzil/contract';
import type { ApiDeps } from '../deps';
import { collections } from '../db/collections';
import { listEmirates } from '../db/emirates';

export const floorPlanRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono().get('/', async (c) => {
    // Only what the page shows: names, keys and links (an area's gallery and texts stay home).
    const [emirates, areas] = await Promise.all([
      listEmirates(db),
      collections(db)
        .areas.find({}, { projection: { emirate: 1, name: 1, key: 1, floorplan: 1 } })
        .sort({ emirate: 1, order: 1, name: 1 })
        .toArray(),
    ]);
    const body: FloorPlansResponse = {
      emirates: emirates
        .map((e) => ({
          name: e.name,
          slug: e.slug,
          areas: areas
            .filter((a) => a.emirate === e.slug)
            .map((a) => ({
              name: a.name,
              key: a.key,
              path: `/${e.slug}/${toSlug(a.name)}`,
              floorplan: a.floorplan ?? [],
            })),
        }))
        .filter((e) => e.areas.length > 0),
    };
    return c.json(body);
  });
