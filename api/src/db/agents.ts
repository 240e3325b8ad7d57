/** The agency's agents: the read side (GET /api/agents…) and the seed's writes. */
import type { Db } from 'mongodb';
import type { Agent } from '@manzil/contract';
import { collections, type AgentDoc } from './collections';

/** Listings per agent slug, counted in one aggregation over the `agent_created` index. */
async function listingCounts(db: Db, slugs: string[]): Promise<Map<string, number>> {
  const rows = await collections(db)
    .properties.aggregate<{ _id: string; n: number }>([
      { $match: { agent: { $in: slugs } } },
      { $group: { _id: '$agent', n: { $sum: 1 } } },
    ])
    .toArray();
  return new Map(rows.map((r) => [r._id, r.n]));
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

/** The active agents in the agency's order, each with their listings count. */
export async function listActiveAgents(db: Db): Promise<Agent[]> {
  const docs = await collections(db).agents.find({ active: true }).sort({ order: 1, slug: 1 }).toArray();
  const counts = await listingCounts(
    db,
    docs.map((a) => a.slug),
  );
  return docs.map((a) => toAgent(a, counts.get(a.slug) ?? 0));
}

export const findAgentDoc = async (db: Db, slug: string): Promise<AgentDoc | undefined> =>
  (await collections(db).agents.findOne({ slug })) ?? undefined;

/** One agent (a retired one too: old listings and links still name them). */
export async function findAgent(db: Db, slug: string): Promise<Agent | undefined> {
  const doc = await findAgentDoc(db, slug);
  if (!doc) return undefined;
  const counts = await listingCounts(db, [doc.slug]);
  return toAgent(doc, counts.get(doc.slug) ?? 0);
}
