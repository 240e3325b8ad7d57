/** `/floor-plans`: every area's floor plan links, by emirate and area, for the /floor-plans page. */
import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import { createPublicReads } from './public-reads';

export const floorPlanRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono().get('/', async (c) => c.json(await reads.floorPlans()));
};
