/** `/agents/{slug}/properties`: an agent's listings, for their page (beside GET /agents and /agents/{slug}). */
import { Hono } from 'hono';
import { SEARCH_TOTAL_HEADER, type AgentPropertiesResponse } from '@manzil/contract';
import { agentSlugParamSchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { findAgentDoc, listAgentProperties } from '../db/agents';
import { toProperty } from '../db/properties';
import { MSG } from '../lib/errors';
import { valid } from '../lib/validate';

/** Agent slugs are short and lower-case: a longer or other one names no agent. */
const AGENT_SLUG = /^[a-z0-9-]{1,80}$/;

export const agentListingRoutes = ({ db: { db } }: ApiDeps) =>
  new Hono().get('/:slug/properties', valid('param', agentSlugParamSchema), async (c) => {
    const { slug } = c.req.valid('param');
    const agent = AGENT_SLUG.test(slug) ? await findAgentDoc(db, slug) : undefined;
    if (!agent) return c.json({ msg: MSG.agentNotFound }, 404);
    const { items, total } = await listAgentProperties(db, agent.slug);
    c.header(SEARCH_TOTAL_HEADER, String(total));
    const body: AgentPropertiesResponse = items.map(toProperty);
    return c.json(body);
  });
