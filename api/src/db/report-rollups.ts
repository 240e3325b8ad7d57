/**
 * The reports' roll-up of leads: one small document per Dubai day (`report_days`, _id the day) and one
 * per month (`report_months`, _id YYYY-MM, the same counters plus each day's total for the weeks) holding
 * the counters every enquiry figure of reports.ts is summed from. A period reads its whole months and the
 * days at its two ends by _id (a year: about 12 months and up to 60 days) instead of every lead of the
 * period (measured at 200,000 leads: a year took 11.8 s walking the leads, bench/reports.ts).
 *
 * Each lead write changes the counters by the difference between the lead's share before and after it
 * (enquiries.ts): the lead's own write is atomic, and its share after is computed from the document the
 * write applied to, so concurrent writes add up. The counters' write follows the lead's: a process that
 * dies between the two leaves them off by that lead until `npm run reports-rebuild` (or the start after
 * the counters were lost) recounts every lead. The counters are anonymous and outlive the leads' 24-month
 * retention: a period older than that still shows the leads it had.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import { LRUCache } from 'lru-cache';
import { AGENTS_MAX } from './agents';
import { collections, type EnquiryDoc } from './collections';
import { FUNNEL_STAGES, type LeadStatus } from '@manzil/contract';

export const REPORT_DAYS = 'report_days';
export const REPORT_MONTHS = 'report_months';
/** Marks a database whose counters were counted from its leads (rebuilt at start when absent). */
export const REPORT_ROLLUP_MARKER = 'report-rollups-v1';

const DAY_MS = 86_400_000;
/** Dubai is UTC+4 all year. */
const DUBAI_MS = 4 * 3_600_000;
export const dubaiDay = (at: Date): string => new Date(at.getTime() + DUBAI_MS).toISOString().slice(0, 10);

/** One day's counters. Map keys are escaped (keyOf): a slug may not hold `.` or start with `$` in a path. */
export interface ReportDayDoc {
  _id: string;
  total?: number;
  /** Leads with a first response, those within a day, and the sum of their response times. */
  answered?: number;
  withinDay?: number;
  responseMs?: number;
  /** New leads nobody has answered or noted. */
  waiting?: number;
  /** Leads by assignee (NONE: unassigned), kind, furthest stage (FUNNEL_STAGES' index) and listing. */
  agents?: Record<string, number>;
  sources?: Record<string, number>;
  stages?: Record<string, number>;
  listings?: Record<string, number>;
  /** A month's document only: each day's total (key DD), for the weeks. */
  days?: Record<string, number>;
  /** A month's document only: a random token every write of its counters replaces (monthsRead). */
  v?: string;
}

/** A new token for a month's counters: random, so a month counted again never reuses one. */
const newToken = (): string => randomBytes(9).toString('base64url');

/** The key of leads with no assignee. */
export const NONE = '~';
export const keyOf = (raw: string): string =>
  raw.replace(/[%.$]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
export const rawOf = (key: string): string => decodeURIComponent(key);

/** The furthest stage a lead reached: recorded, or (a lead from before it was) its status. */
export function stageOf(status: LeadStatus | null | undefined, reached: number | null | undefined): number {
  if (typeof reached === 'number') return reached;
  const i = (FUNNEL_STAGES as readonly string[]).indexOf(status ?? 'new');
  return i < 0 ? 0 : i;
}

type Share = Map<string, number>;

/** A lead's share of its day's counters, as $inc paths (the figures' definitions, reports.ts). */
export function shareOf(doc: EnquiryDoc): Share {
  const share: Share = new Map([
    ['total', 1],
    [`agents.${doc.assignee ? keyOf(doc.assignee) : NONE}`, 1],
    [`sources.${keyOf(doc.kind)}`, 1],
    [`stages.${stageOf(doc.status, doc.reached)}`, 1],
  ]);
  if (doc.about?.type === 'property') share.set(`listings.${keyOf(doc.about.ref)}`, 1);
  if (doc.firstResponseAt) {
    const ms = doc.firstResponseAt.getTime() - doc.createdAt.getTime();
    share.set('answered', 1);
    share.set('withinDay', ms <= DAY_MS ? 1 : 0);
    share.set('responseMs', ms);
  } else if (doc.status === 'new' && doc.notes?.length === 0) share.set('waiting', 1);
  return share;
}

/** Changes the counters of a lead's day by its share after a write minus its share before. */
export async function recordLeadChange(db: Db, before: EnquiryDoc | null, after: EnquiryDoc | null) {
  const doc = after ?? before;
  if (!doc) return;
  const inc: Record<string, number> = {};
  if (after) for (const [path, n] of shareOf(after)) inc[path] = n;
  if (before) for (const [path, n] of shareOf(before)) inc[path] = (inc[path] ?? 0) - n;
  for (const path of Object.keys(inc)) if (inc[path] === 0) delete inc[path];
  if (!Object.keys(inc).length) return;
  const day = dubaiDay(doc.createdAt);
  await db.collection<ReportDayDoc>(REPORT_DAYS).updateOne({ _id: day }, { $inc: inc }, { upsert: true });
  const monthInc = { ...inc, ...(inc.total && { [`days.${day.slice(8)}`]: inc.total }) };
  // The token changes with the counters, in one atomic write: a month read with a token holds the
  // counters of that token.
  await db
    .collection<ReportDayDoc>(REPORT_MONTHS)
    .updateOne({ _id: day.slice(0, 7) }, { $inc: monthInc, $set: { v: newToken() } }, { upsert: true });
}

/** Adds one share into a day's counters held in memory (the rebuild). */
function addInto(day: ReportDayDoc, doc: EnquiryDoc): void {
  const target = day as unknown as Record<string, number | Record<string, number>>;
  for (const [path, n] of shareOf(doc)) {
    const dot = path.indexOf('.');
    if (dot < 0) target[path] = ((target[path] as number | undefined) ?? 0) + n;
    else {
      const map = (target[path.slice(0, dot)] ??= {}) as Record<string, number>;
      const key = path.slice(dot + 1);
      map[key] = (map[key] ?? 0) + n;
    }
  }
}

/**
 * Counts every lead again into fresh counters (`npm run reports-rebuild`, and at start on a database
 * without them): leads are read oldest first, one day's counters are written as that day ends, so memory
 * holds one day. Writes made meanwhile may be counted twice or not at all: run it when the site is quiet.
 */
export async function rebuildReportRollups(db: Db): Promise<{ days: number; leads: number }> {
  const days = db.collection<ReportDayDoc>(REPORT_DAYS);
  const months = db.collection<ReportDayDoc>(REPORT_MONTHS);
  await Promise.all([days.deleteMany({}), months.deleteMany({})]);
  const open: { day?: ReportDayDoc; month?: ReportDayDoc } = {};
  let written = 0;
  let leads = 0;
  const flushDay = async () => {
    if (!open.day) return;
    await days.replaceOne({ _id: open.day._id }, open.day, { upsert: true });
    written++;
  };
  const flushMonth = async () => {
    if (open.month)
      await months.replaceOne({ _id: open.month._id }, { ...open.month, v: newToken() }, { upsert: true });
  };
  const fields = ['createdAt', 'assignee', 'kind', 'status', 'reached', 'about', 'firstResponseAt', 'notes'];
  // Index `created`: the leads in day order.
  const leadsInDayOrder = collections(db)
    .enquiries.find({}, { projection: Object.fromEntries(fields.map((f) => [f, 1])) })
    .sort({ createdAt: 1 });
  for await (const lead of leadsInDayOrder) {
    const id = dubaiDay(lead.createdAt);
    if (open.day?._id !== id) {
      await flushDay();
      open.day = { _id: id };
    }
    if (open.month?._id !== id.slice(0, 7)) {
      await flushMonth();
      open.month = { _id: id.slice(0, 7) };
    }
    addInto(open.day, lead);
    addInto(open.month, lead);
    const dayKey = id.slice(8);
    (open.month.days ??= {})[dayKey] = (open.month.days[dayKey] ?? 0) + 1;
    leads++;
  }
  await flushDay();
  await flushMonth();
  await collections(db).meta.updateOne(
    { _id: REPORT_ROLLUP_MARKER },
    { $set: { at: new Date() } },
    { upsert: true },
  );
  return { days: written, leads };
}

/** At start: counts the leads once on a database whose counters were never counted. */
export async function ensureReportRollups(db: Db): Promise<{ leads: number } | null> {
  if (await collections(db).meta.findOne({ _id: REPORT_ROLLUP_MARKER })) return null;
  return rebuildReportRollups(db);
}

export interface LeadRollup {
  total: number;
  answered: number;
  withinDay: number;
  responseMs: number;
  waiting: number;
  byDay: Map<string, number>;
  agents: { key: string | null; n: number }[];
  sources: Map<string, number>;
  stages: Map<number, number>;
  listings: { key: string; n: number }[];
}

/**
 * The `max` largest counters of a map, largest first, ties by key, keys decoded (rawOf). Only the rows
 * that can make the cut are sorted: a year's listings hold about 20,000 keys for 20 rows.
 */
function topOf(counters: Map<string, number>, max: number): { key: string; n: number }[] {
  const counts: number[] = [];
  for (const n of counters.values()) if (n > 0) counts.push(n);
  if (!counts.length) return [];
  // The smallest count a row of the cut can have.
  let floor = 1;
  if (counts.length > max) {
    counts.sort((a, b) => b - a);
    floor = counts[max - 1]!;
  }
  const rows: { key: string; n: number }[] = [];
  for (const [key, n] of counters) if (n >= floor && n > 0) rows.push({ key, n });
  rows.sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return rows.slice(0, max).map((r) => ({ key: rawOf(r.key), n: r.n }));
}

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const lastDayOf = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
};

const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The period as whole months and the days outside them, at its start and its end. */
export function periodParts(from: string, to: string) {
  // The first month that starts inside the period and the last one that ends inside it.
  const first = from.endsWith('-01') ? from.slice(0, 7) : nextDay(lastDayOf(from.slice(0, 7))).slice(0, 7);
  const last =
    lastDayOf(to.slice(0, 7)) === to ? to.slice(0, 7) : dayBefore(`${to.slice(0, 7)}-01`).slice(0, 7);
  if (first > last) return { months: null, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (`${first}-01` > from) days.push([from, dayBefore(`${first}-01`)]);
  if (lastDayOf(last) < to) days.push([nextDay(lastDayOf(last)), to]);
  return { months: [first, last] as [string, string], days };
}

/** How many months' counters a process keeps decoded (a period is at most about 25 months). */
export const MONTHS_KEPT = 48;

/** The months' counters read last, per database, by month, with their token. */
const monthsKept = new WeakMap<Db, LRUCache<string, ReportDayDoc>>();

/**
 * The months `first`..`last`: their tokens read (a few bytes each, by _id), and only the months whose
 * token is not the one kept read whole (a year's months hold about 25,000 listing counters: decoding them
 * for every report was most of its time). A month written since is read again, by any process.
 */
async function monthsRead(db: Db, first: string, last: string): Promise<ReportDayDoc[]> {
  const months = db.collection<ReportDayDoc>(REPORT_MONTHS);
  let kept = monthsKept.get(db);
  if (!kept) monthsKept.set(db, (kept = new LRUCache<string, ReportDayDoc>({ max: MONTHS_KEPT })));
  const tokens = await months.find({ _id: { $gte: first, $lte: last } }, { projection: { v: 1 } }).toArray();
  const stale = tokens.filter((t) => !t.v || kept.get(t._id)?.v !== t.v).map((t) => t._id);
  const read = new Map<string, ReportDayDoc>();
  if (stale.length)
    for (const doc of await months.find({ _id: { $in: stale } }).toArray()) {
      read.set(doc._id, doc);
      if (doc.v) kept.set(doc._id, doc);
    }
  return Promise.all(
    tokens.map(
      async (t) =>
        read.get(t._id) ??
        kept.get(t._id) ??
        // Let go meanwhile by a report of other months: read again.
        (await months.findOne({ _id: t._id })) ?? { _id: t._id },
    ),
  );
}

/** A counters map's keys and counts, listed once per map: a kept month's are summed by every report of
 * a period holding it (a map of 2,000 keys is a dictionary, slow to walk key by key). */
const entriesKept = new WeakMap<Record<string, number>, [string[], number[]]>();
function entriesOf(counters: Record<string, number>): [string[], number[]] {
  let entries = entriesKept.get(counters);
  if (!entries) {
    const keys = Object.keys(counters);
    entriesKept.set(counters, (entries = [keys, keys.map((k) => counters[k]!)]));
  }
  return entries;
}

/** The counters of the days `from`..`to` (Dubai, inclusive), summed: range reads on _id. */
export async function readLeadRollup(
  db: Db,
  from: string,
  to: string,
  listingsMax: number,
): Promise<LeadRollup> {
  const { months, days } = periodParts(from, to);
  const [dayDocs, monthDocs] = await Promise.all([
    days.length
      ? db
          .collection<ReportDayDoc>(REPORT_DAYS)
          .find({ $or: days.map(([a, b]) => ({ _id: { $gte: a, $lte: b } })) })
          .toArray()
      : [],
    months ? monthsRead(db, months[0], months[1]) : [],
  ]);
  const docs = [...dayDocs, ...monthDocs];
  const sum = { total: 0, answered: 0, withinDay: 0, responseMs: 0, waiting: 0 };
  const byDay = new Map<string, number>();
  const agents = new Map<string, number>();
  const sources = new Map<string, number>();
  const stages = new Map<number, number>();
  const listings = new Map<string, number>();
  const addAll = (into: Map<string, number>, from?: Record<string, number>) => {
    if (!from) return;
    const [keys, counts] = entriesOf(from);
    for (let i = 0; i < keys.length; i++) into.set(keys[i]!, (into.get(keys[i]!) ?? 0) + counts[i]!);
  };
  for (const d of docs) {
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += d[k] ?? 0;
    if (d.days) for (const [dd, n] of Object.entries(d.days)) byDay.set(`${d._id}-${dd}`, n);
    else byDay.set(d._id, d.total ?? 0);
    addAll(agents, d.agents);
    addAll(sources, d.sources);
    addAll(listings, d.listings);
    for (const [k, n] of Object.entries(d.stages ?? {}))
      stages.set(Number(k), (stages.get(Number(k)) ?? 0) + n);
  }
  return {
    ...sum,
    byDay,
    // NONE sorts after every escaped slug, as the unassigned row did before.
    agents: topOf(agents, AGENTS_MAX).map((r) => ({ key: r.key === NONE ? null : r.key, n: r.n })),
    sources: new Map(topOf(sources, sources.size).map((r) => [r.key, r.n])),
    stages,
    listings: topOf(listings, listingsMax),
  };
}
