/** `/agents/{slug}/properties`: an agent's listings, for their page (beside GET /agents and /agents/{slug}). */
import { Hono } from 'hono';
import { SEARCH_TOTAL_HEADER } from '@manzil/contract';
import { agentSlugParamSchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { valid } from '../lib/validate';
import { createPublicReads } from './public-reads';

export const agentListingRoutes = ({ db: { db } }: ApiDeps) => {
  const reads = createPublicReads(db);
  return new Hono().get('/:slug/properties', valid('param', agentSlugParamSchema), async (c) => {
    const answer = await reads.agentProperties(c.req.valid('param').slug);
    if (!answer.ok) return c.json({ msg: answer.msg }, answer.status);
    c.header(SEARCH_TOTAL_HEADER, String(answer.total));
    return c.json(answer.body);
  });
};
