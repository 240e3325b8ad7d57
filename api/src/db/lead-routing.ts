/**
 * Who gets a lead. An enquiry about a listing goes to the listing's agent (when active); any other goes to
 * the unassigned queue or, when the owner chose round-robin, to the next active agent in the directory's
 * order. The turn is one counter incremented atomically, so two workers never hand out the same turn.
 */
import type { Db } from 'mongodb';
import type { LeadRoutingMode } from '@manzil/contract';
import { AGENTS_MAX } from './agents';
import { collections, type AgentDoc } from './collections';

const ROUTING_ID = 'lead-routing';

export async function getLeadRouting(db: Db): Promise<LeadRoutingMode> {
  const doc = await collections(db).meta.findOne({ _id: ROUTING_ID });
  return doc?.mode ?? 'queue';
}

export async function setLeadRouting(db: Db, mode: LeadRoutingMode): Promise<void> {
  await collections(db).meta.updateOne(
    { _id: ROUTING_ID },
    { $set: { mode, at: new Date() } },
    { upsert: true },
  );
}

/** The agent a new lead is given, or undefined for the queue. */
export async function routeLead(db: Db, listingAgent: string | undefined): Promise<AgentDoc | undefined> {
  const c = collections(db);
  if (listingAgent) {
    const agent = await c.agents.findOne({ slug: listingAgent, active: true });
    if (agent) return agent;
  }
  if ((await getLeadRouting(db)) !== 'round-robin') return undefined;
  const agents = await c.agents.find({ active: true }).sort({ order: 1 }).limit(AGENTS_MAX).toArray();
  if (!agents.length) return undefined;
  const turn = await c.meta.findOneAndUpdate(
    { _id: ROUTING_ID },
    { $inc: { turn: 1 }, $set: { at: new Date() } },
    { upsert: true, returnDocument: 'after' },
  );
  return agents[((turn?.turn ?? 1) - 1) % agents.length];
}
