/** The agency's agents: the read side (GET /api/agents…) and the seed's writes. */
import { MongoServerError, ObjectId, type Db } from 'mongodb';
import type { AgentInput } from '@manzil/contract/schemas';
import {
  AGENT_AREAS_MAX,
  AGENT_LISTINGS_MAX,
  titleFromSlug,
  type Agent,
  type AgentArea,
  type AgentProfile,
  type PublicAgent,
} from '@manzil/contract';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { collections, type AgentDoc, type PropertyDoc } from './collections';
import { changingContent } from './content-version';
import { withTranslations } from './translations';

/** Agents the directory lists at most (a bound on every answer built from them). */
export const AGENTS_MAX = 200;
/** Rows of the per-agent, per-area count at most: far above agents × areas of any real agency. */
const AREA_ROWS_MAX = 5_000;

interface ListingStats {
  count: number;
  /** Listings per `emirate area` pair. */
  areas: { emirate: string; key: string; n: number }[];
}

/** Listings per agent slug and per area, counted in one aggregation over the `agent_created` index. */
async function listingStats(db: Db, slugs: string[]): Promise<Map<string, ListingStats>> {
  const rows = await collections(db)
    .properties.aggregate<{ _id: { agent: string; emirate: string; area: string }; n: number }>([
      { $match: { agent: { $in: slugs } } },
      { $group: { _id: { agent: '$agent', emirate: '$emirate', area: '$areaName' }, n: { $sum: 1 } } },
      { $limit: AREA_ROWS_MAX },
    ])
    .toArray();
  const stats = new Map<string, ListingStats>();
  for (const { _id, n } of rows) {
    const s = stats.get(_id.agent) ?? { count: 0, areas: [] };
    s.count += n;
    s.areas.push({ emirate: _id.emirate, key: _id.area, n });
    stats.set(_id.agent, s);
  }
  return stats;
}

export const toAgent = (a: AgentDoc, listingsCount: number): Agent => ({
  _id: a._id.toHexString(),
  slug: a.slug,
  name: a.name,
  photo: a.photo,
  brn: a.brn,
  languages: a.languages,
  areas: a.areas,
  phone: a.phone,
  whatsapp: a.whatsapp,
  email: a.email,
  active: a.active,
  listingsCount,
  ...withTranslations(a.translations),
});

/** The agents with their listings count and the areas they work in (names read once for all). */
async function toProfiles(db: Db, docs: AgentDoc[]): Promise<AgentProfile[]> {
  const stats = await listingStats(
    db,
    docs.map((a) => a.slug),
  );
  const keys = new Set<string>();
  for (const a of docs) for (const key of a.areas) keys.add(key);
  for (const s of stats.values()) for (const area of s.areas) keys.add(area.key);
  const areaDocs = await collections(db)
    .areas.find(
      { key: { $in: [...keys] } },
      { projection: { emirate: 1, key: 1, name: 1, 'translations.ar.name': 1 } },
    )
    .toArray();
  const named = new Map(areaDocs.map((d) => [`${d.emirate} ${d.key}`, d.name]));
  const arabic = new Map(areaDocs.map((d) => [`${d.emirate} ${d.key}`, withTranslations(d.translations)]));
  // A covered area names its key only: the first emirate that has it.
  const emirateOf = new Map<string, string>();
  for (const d of areaDocs) if (!emirateOf.has(d.key)) emirateOf.set(d.key, d.emirate);

  return docs.map((doc) => {
    const s = stats.get(doc.slug) ?? { count: 0, areas: [] };
    const work: AgentArea[] = s.areas
      .map(({ emirate, key, n }) => ({
        key,
        emirate,
        // A listing's area removed since: its key still says where it is.
        name: named.get(`${emirate} ${key}`) ?? titleFromSlug(key),
        listings: n,
        ...arabic.get(`${emirate} ${key}`),
      }))
      .sort((a, b) => b.listings - a.listings || a.name.localeCompare(b.name));
    for (const key of doc.areas) {
      const emirate = emirateOf.get(key);
      if (!emirate || work.some((w) => w.key === key)) continue;
      work.push({
        key,
        emirate,
        name: named.get(`${emirate} ${key}`) ?? titleFromSlug(key),
        listings: 0,
        ...arabic.get(`${emirate} ${key}`),
      });
    }
    return { ...toPublicAgent(toAgent(doc, s.count)), workAreas: work.slice(0, AGENT_AREAS_MAX) };
  });
}

/** An agent as every public read gives them out: a retired one by name only (no phone, WhatsApp, e-mail). */
export function toPublicAgent(agent: Agent): PublicAgent {
  if (agent.active) return { ...agent, active: true };
  const { phone: _p, whatsapp: _w, email: _e, ...rest } = agent;
  return { ...rest, active: false };
}

/** The active agents in the agency's order, each with their listings count and areas. */
export async function listActiveAgents(db: Db): Promise<AgentProfile[]> {
  const docs = await collections(db)
    .agents.find({ active: true })
    .sort({ order: 1, slug: 1 })
    .limit(AGENTS_MAX)
    .toArray();
  return toProfiles(db, docs);
}

/** The active agents' phone and WhatsApp by slug (one read, only those fields): the search's cards. */
export async function activeAgentContacts(db: Db): Promise<Map<string, { phone: string; whatsapp: string }>> {
  const docs = await collections(db)
    .agents.find({ active: true }, { projection: { _id: 0, slug: 1, phone: 1, whatsapp: 1 } })
    .limit(AGENTS_MAX)
    .toArray();
  return new Map(docs.map((d) => [d.slug, { phone: d.phone, whatsapp: d.whatsapp }]));
}

export const findAgentDoc = async (db: Db, slug: string): Promise<AgentDoc | undefined> =>
  (await collections(db).agents.findOne({ slug })) ?? undefined;

/** One agent (a retired one too: old listings and links still name them). */
export async function findAgent(db: Db, slug: string): Promise<AgentProfile | undefined> {
  const doc = await findAgentDoc(db, slug);
  return doc && agentProfile(db, doc);
}

/** An agent's public profile, from their record already read. */
export async function agentProfile(db: Db, doc: AgentDoc): Promise<AgentProfile> {
  const [profile] = await toProfiles(db, [doc]);
  return profile!;
}

const onMarketFirst = (p: PropertyDoc): number => (p.status === 'sold' || p.status === 'rented' ? 1 : 0);

/** An agent's listings, newest first and those still on the market before the sold and let ones;
 * at most AGENT_LISTINGS_MAX, with how many there are in all. */
export async function listAgentProperties(
  db: Db,
  slug: string,
): Promise<{ items: PropertyDoc[]; total: number }> {
  const properties = collections(db).properties;
  const [items, total] = await Promise.all([
    properties.find({ agent: slug }).sort({ createdAt: -1, _id: -1 }).limit(AGENT_LISTINGS_MAX).toArray(),
    properties.countDocuments({ agent: slug }),
  ]);
  // Array.prototype.sort is stable: newest first within each group.
  return { items: items.sort((a, b) => onMarketFirst(a) - onMarketFirst(b)), total };
}

// ---- the admin's writes ----

/** What the admin's agent form sets (the slug and order are the server's). */
export type AgentFields = Omit<AgentInput, 'slug' | 'active'>;

/** A slug from a name: lower-case letters and digits joined by dashes ('Aïsha  O’Neil' → 'aisha-o-neil'). */
export function agentSlugFrom(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'agent';
}

/** Every agent for the admin: the active ones in the agency's order, then the retired. */
export async function listAllAgents(db: Db): Promise<Agent[]> {
  const docs = await collections(db)
    .agents.find({})
    .sort({ active: -1, order: 1, slug: 1 })
    .limit(AGENTS_MAX)
    .toArray();
  const stats = await listingStats(
    db,
    docs.map((a) => a.slug),
  );
  return docs.map((doc) => toAgent(doc, stats.get(doc.slug)?.count ?? 0));
}

/** Tries `base`, `base-2`, `base-3`… and inserts under the first free slug (the unique index decides). */
export async function insertAgent(db: Db, fields: AgentFields): Promise<AgentDoc> {
  const agents = collections(db).agents;
  if ((await agents.countDocuments({}, { limit: AGENTS_MAX })) >= AGENTS_MAX)
    throw new ConflictError(`The agency has ${AGENTS_MAX} agents, the most the directory lists`);
  const base = agentSlugFrom(fields.name);
  const last = await agents.find({}).sort({ order: -1 }).limit(1).toArray();
  const order = (last[0]?.order ?? -1) + 1;
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const doc = { _id: new ObjectId(), ...fields, slug, active: true, order, updatedAt: new Date() };
    try {
      await changingContent(db, () => agents.insertOne(doc));
      return doc;
    } catch (err) {
      if (!(err instanceof MongoServerError && err.code === 11000)) throw err;
    }
  }
  throw new ConflictError(`name: too many agents are called ${fields.name.slice(0, 60)}`);
}

/** Edits an agent's details (a retired one too: their page stays for old links); the record before and after. */
export async function updateAgent(
  db: Db,
  slug: string,
  fields: Partial<AgentFields>,
  unset: readonly 'translations'[] = [],
): Promise<{ before: AgentDoc; after: AgentDoc; listingsCount: number } | undefined> {
  const $set = { ...fields, updatedAt: new Date() };
  const $unset = unset.length ? { $unset: Object.fromEntries(unset.map((k) => [k, '' as const])) } : {};
  const before = await changingContent(db, () =>
    collections(db).agents.findOneAndUpdate({ slug }, { $set, ...$unset }, { returnDocument: 'before' }),
  );
  if (!before) return undefined;
  const listingsCount = await collections(db).properties.countDocuments({ agent: slug });
  const after: AgentDoc = { ...before, ...$set };
  for (const k of unset) delete after[k];
  return { before, after, listingsCount };
}

/**
 * Retires an agent and hands every listing of theirs to `reassignTo`, an active agent: a listing is
 * never left naming someone who has gone. Refused without a valid target when they have listings.
 * The agent is retired first, so no new listing can name them while theirs move; a retire that
 * failed halfway can be asked again (it moves what is left).
 */
export async function retireAgent(
  db: Db,
  slug: string,
  reassignTo: string | undefined,
): Promise<{
  agent: Agent;
  before: AgentDoc;
  reassigned: number;
  reassignedTo: AgentDoc | null;
  /** The listings moved (for their audit entries). */
  moved: Pick<PropertyDoc, '_id' | 'house_name'>[];
}> {
  const { agents, properties } = collections(db);
  const doc = await agents.findOne({ slug });
  if (!doc) throw new NotFoundError('Agent not found');
  const listings = await properties.countDocuments({ agent: slug });
  let target: AgentDoc | null = null;
  if (reassignTo !== undefined) {
    if (reassignTo === slug) throw new ValidationError('reassignTo: must be another agent');
    target = await agents.findOne({ slug: reassignTo, active: true });
    if (!target) throw new ValidationError('reassignTo: must be an active agent of the agency');
  } else if (listings > 0) {
    throw new ValidationError(
      `reassignTo: choose the agent who takes over ${listings === 1 ? 'their listing' : `their ${listings} listings`}`,
    );
  }
  return changingContent(db, async () => {
    const now = new Date();
    const retired = (await agents.findOneAndUpdate(
      { _id: doc._id },
      { $set: { active: false, updatedAt: now } },
      { returnDocument: 'after' },
    ))!;
    // The listings are named first so each one's audit can say it moved; none can be added meanwhile
    // (the agent is already retired).
    const moved = target
      ? await properties.find({ agent: slug }, { projection: { _id: 1, house_name: 1 } }).toArray()
      : [];
    const reassigned = target
      ? (
          await properties.updateMany(
            { _id: { $in: moved.map((p) => p._id) }, agent: slug },
            { $set: { agent: target.slug, updatedAt: now } },
          )
        ).modifiedCount
      : 0;
    return { agent: toAgent(retired, 0), before: doc, reassigned, reassignedTo: target, moved };
  });
}
