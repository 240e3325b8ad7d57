/**
 * The agents admin, mounted at `/admin`: list every agent, add one (portrait
 * required), edit one (portrait optional), retire one handing their listings to another agent.
 * Portraits are re-encoded and resized on the server like every uploaded image. Every write is
 * audited (db/audit.ts): an add, an edit's changed fields, a retire and each listing it moved.
 */
import { Hono } from 'hono';
import { every } from 'hono/combine';
import {
  AGENT_TEXT_FIELDS,
  type AdminAgentResponse,
  type AdminAgentsResponse,
  type RetireAgentResponse,
} from '@manzil/contract';
import { adminAgentParamSchema, agentFormSchema, retireAgentBodySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { findAgentDoc, insertAgent, listAllAgents, retireAgent, toAgent, updateAgent } from '../db/agents';
import { mergeArabicFields } from '../db/translations';
import { auditAgentRetire, auditAgentWrite } from '../db/audit';
import { storeUploadedImage } from '../db/images';
import { MSG, NotFoundError } from '../lib/errors';
import { validForm } from '../lib/multipart';
import { valid } from '../lib/validate';
import { requireAdmin, requireManager, type AdminEnv } from '../middleware/auth';

export function adminAgentRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);
  // Every seat reads the agents (an assignee's name); only the owner and admins change them.
  const manage = every(auth, requireManager);

  return new Hono<AdminEnv>()
    .get('/agents', auth, async (c) => {
      const body: AdminAgentsResponse = { data: await listAllAgents(db) };
      return c.json(body);
    })
    .post('/agents', manage, validForm(agentFormSchema, 'required'), async (c) => {
      const { fields, image } = c.req.valid('form');
      const { ar_name: _arabic, ...english } = fields;
      const { translations } = mergeArabicFields(undefined, AGENT_TEXT_FIELDS, fields);
      const photo = await storeUploadedImage(db, image);
      const doc = await insertAgent(db, { ...english, photo, ...(translations ? { translations } : {}) });
      await auditAgentWrite(db, c.get('admin').username, null, doc);
      const body: AdminAgentResponse = { data: toAgent(doc, 0) };
      return c.json(body, 201);
    })
    .post(
      '/agents/:slug',
      manage,
      valid('param', adminAgentParamSchema),
      validForm(agentFormSchema, 'optional'),
      async (c) => {
        const { slug } = c.req.valid('param');
        const { fields, image } = c.req.valid('form');
        const { ar_name: _arabic, ...english } = fields;
        const stored = await findAgentDoc(db, slug);
        if (!stored) throw new NotFoundError(MSG.agentNotFound);
        const arabic = mergeArabicFields(stored.translations, AGENT_TEXT_FIELDS, fields);
        const photo = image ? await storeUploadedImage(db, image) : undefined;
        const set = {
          ...english,
          ...(photo ? { photo } : {}),
          ...(arabic.changed && arabic.translations ? { translations: arabic.translations } : {}),
        };
        const unset = arabic.changed && !arabic.translations ? (['translations'] as const) : [];
        const updated = await updateAgent(db, slug, set, unset);
        if (!updated) throw new NotFoundError(MSG.agentNotFound);
        await auditAgentWrite(db, c.get('admin').username, updated.before, updated.after);
        const body: AdminAgentResponse = { data: toAgent(updated.after, updated.listingsCount) };
        return c.json(body);
      },
    )
    .post(
      '/agents/:slug/retire',
      manage,
      valid('param', adminAgentParamSchema),
      valid('json', retireAgentBodySchema),
      async (c) => {
        const { slug } = c.req.valid('param');
        const { reassignTo } = c.req.valid('json');
        const result = await retireAgent(db, slug, reassignTo);
        await auditAgentRetire(db, c.get('admin').username, result.before, result.moved, result.reassignedTo);
        const body: RetireAgentResponse = {
          data: result.agent,
          reassigned: result.reassigned,
          reassignedTo: result.reassignedTo?.slug ?? null,
        };
        return c.json(body);
      },
    );
}
