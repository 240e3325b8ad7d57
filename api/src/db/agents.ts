/** The agency's agents: the read side (GET /api/agents…) and the seed's writes. */
import type { Db } from 'mongodb';
import {
  AGENT_AREAS_MAX,
  AGENT_LISTINGS_MAX,
  titleFromSlug,
  type Agent,
  type AgentArea,
  type AgentProfile,
} from '@manzil/contract';
import { collections, type AgentDoc, type PropertyDoc } from './collections';

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
    .areas.find({ key: { $in: [...keys] } }, { projection: { emirate: 1, key: 1, name: 1 } })
    .toArray();
  const named = new Map(areaDocs.map((d) => [`${d.emirate} ${d.key}`, d.name]));
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
      }))
      .sort((a, b) => b.listings - a.listings || a.name.localeCompare(b.name));
    for (const key of doc.areas) {
      const emirate = emirateOf.get(key);
      if (!emirate || work.some((w) => w.key === key)) continue;
      work.push({ key, emirate, name: named.get(`${emirate} ${key}`) ?? titleFromSlug(key), listings: 0 });
    }
    return { ...toAgent(doc, s.count), workAreas: work.slice(0, AGENT_AREAS_MAX) };
  });
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

export const findAgentDoc = async (db: Db, slug: string): Promise<AgentDoc | undefined> =>
  (await collections(db).agents.findOne({ slug })) ?? undefined;

/** One agent (a retired one too: old listings and links still name them). */
export async function findAgent(db: Db, slug: string): Promise<AgentProfile | undefined> {
  const doc = await findAgentDoc(db, slug);
  if (!doc) return undefined;
  const [profile] = await toProfiles(db, [doc]);
  return profile;
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
