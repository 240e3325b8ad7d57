/**
 * The reports' figures, each from a read over an index (named beside it): the enquiries of a period
 * from their daily counters (`report_days` by _id, report-rollups.ts: at most REPORT_RANGE_MAX_DAYS
 * documents), listings by status and age (`admin_status_listed`), and page views per listing and day
 * (`listing_views`'s `day_slug`). Every answer is bounded: groups are cut to REPORT_TOP rows, weeks and
 * stages are few by construction.
 */
import type { Db, Filter } from 'mongodb';
import {
  ENQUIRY_SOURCE_LABELS,
  FUNNEL_STAGES,
  LEAD_STATUS_LABELS,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  REPORT_DEFAULT_DAYS,
  REPORT_RANGE_MAX_DAYS,
  REPORT_TOP,
  type EnquiryKind,
  type ReportRow,
  type ReportsData,
  type ReportsQuery,
} from '@manzil/contract';
import { ValidationError } from '../lib/errors';
import { AGENTS_MAX } from './agents';
import { collections, type PropertyDoc } from './collections';
import { contentVersion } from './content-version';
import { LISTING_VIEWS } from './listing-views';
import { dubaiDay, readLeadRollup } from './report-rollups';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const dayStart = (day: string): Date => new Date(`${day}T00:00:00+04:00`);

/** The period asked for (default: the last REPORT_DEFAULT_DAYS days), as days and as instants. */
export function reportPeriod(q: ReportsQuery, now = new Date()) {
  const to = q.to ?? dubaiDay(now);
  const from = q.from ?? dubaiDay(new Date(dayStart(to).getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY_MS));
  const start = dayStart(from);
  const end = new Date(dayStart(to).getTime() + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > REPORT_RANGE_MAX_DAYS)
    throw new ValidationError(`from: the period must be at most ${REPORT_RANGE_MAX_DAYS} days`);
  return { from, to, start, end };
}

/** The Monday (Dubai) of a day's week. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

const weekLabel = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A record without a status is available (index `admin_status_listed` holds it under null). */
const NO_STATUS = { status: null } as unknown as Filter<PropertyDoc>;
const AVAILABLE: Filter<PropertyDoc>[] = [{ status: 'available' }, NO_STATUS];

interface AvailableParts {
  /** When each listing without a status (a record from before statuses: it counts as available) was
   * listed, ms, sorted: its age brackets are counted from it at any moment. */
  noStatusListed: Float64Array;
  /** The available listings' mean listing date (ms), null when there are none. */
  meanListedMs: number | null;
}

/**
 * How long a report waits for the available listings to be read again after a listing write before it
 * shows the figures read before the write (the average days on market and the few listings without a
 * status; the counts by status and age are read afresh for every report). At 100,000 listings the read
 * takes about 0.3-1 s on the embedded engine; with the demo's hundred it is done well within the wait.
 */
export const AVAILABLE_WAIT_MS = 40;

interface AvailableKept {
  /** The version `parts` were read at, and the parts. */
  version: string;
  parts: AvailableParts | null;
  /** The one read in flight, and the version it reads. */
  pending: { version: string; parts: Promise<AvailableParts> } | null;
}

/** The listings without a status (their dates) and the available listings' mean listing date: one find
 * and one $group over index `admin_status_listed`, each answering a few fields or one document. */
async function readAvailableParts(db: Db): Promise<AvailableParts> {
  const properties = collections(db).properties;
  const [noStatus, [row]] = await Promise.all([
    properties.find(NO_STATUS, { projection: { _id: 0, createdAt: 1 } }).toArray(),
    properties
      .aggregate<{ mean: number | null }>([
        { $match: { $or: AVAILABLE } },
        { $group: { _id: null, mean: { $avg: { $subtract: ['$createdAt', new Date(0)] } } } },
      ])
      .toArray(),
  ]);
  return {
    noStatusListed: Float64Array.from(noStatus, (p) => p.createdAt.getTime()).sort(),
    meanListedMs: typeof row?.mean === 'number' ? row.mean : null,
  };
}

/**
 * The two listing figures that read every available listing, kept per database and content version.
 * Every listing write moves the version (content-version.ts), read afresh for each report: the figures
 * are read again once (one read in flight per database), and a report waits AVAILABLE_WAIT_MS for them
 * before it shows the ones read before the write.
 */
const availableKept = new WeakMap<Db, AvailableKept>();

async function availableParts(db: Db): Promise<AvailableParts> {
  const version = await contentVersion(db).fresh();
  const kept = availableKept.get(db) ?? { version: '', parts: null, pending: null };
  availableKept.set(db, kept);
  if (kept.parts && kept.version === version) return kept.parts;
  if (!kept.pending) {
    const parts = readAvailableParts(db);
    kept.pending = { version, parts };
    parts.then(
      (read) => {
        kept.parts = read;
        kept.version = version;
        kept.pending = null;
      },
      () => {
        kept.pending = null;
      },
    );
  }
  const pending = kept.pending.parts;
  const before = kept.parts;
  if (!before) return pending;
  return Promise.race([
    pending.catch(() => before),
    new Promise<AvailableParts>((resolve) => setTimeout(() => resolve(before), AVAILABLE_WAIT_MS).unref()),
  ]);
}

/** Resolves once the read of the available listings in flight (if any) is done (for tests). */
export async function availableSettled(db: Db): Promise<void> {
  await availableKept.get(db)?.pending?.parts;
}

/** How many of the sorted times are before `ms`. */
function firstAtOrAfter(sorted: Float64Array, ms: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Listings by status and available listings by age: counts over index `admin_status_listed`
 * ({status, createdAt}), one per status and per age bracket; the listings without a status and the
 * average age from availableParts.
 */
export async function listingFigures(db: Db, now = new Date()) {
  const properties = collections(db).properties;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const buckets: [key: string, label: string, newer: Date | null, older: Date | null][] = [
    ['0-30', 'Up to 30 days', ago(30), null],
    ['31-90', '31 to 90 days', ago(90), ago(30)],
    ['91-180', '91 to 180 days', ago(180), ago(90)],
    ['181+', 'More than 180 days', null, ago(180)],
  ];
  const countAvailable = (newer: Date | null, older: Date | null) => {
    const createdAt = { ...(newer && { $gte: newer }), ...(older && { $lt: older }) };
    return properties.countDocuments({
      status: 'available',
      ...(Object.keys(createdAt).length && { createdAt }),
    });
  };
  const [byStatus, ages, { noStatusListed, meanListedMs }] = await Promise.all([
    Promise.all(LISTING_STATUSES.map((status) => properties.countDocuments({ status }))),
    Promise.all(buckets.map(([, , newer, older]) => countAvailable(newer, older))),
    availableParts(db),
  ]);
  const noStatus = noStatusListed.length;
  const listedBefore = (at: Date | null) => (at ? firstAtOrAfter(noStatusListed, at.getTime()) : noStatus);
  return {
    byStatus: LISTING_STATUSES.map((s, i) => ({
      key: s,
      label: LISTING_STATUS_LABELS[s],
      count: byStatus[i]! + (s === 'available' ? noStatus : 0),
    })),
    daysOnMarket: buckets.map(([key, label, newer, older], i) => ({
      key,
      label,
      count: ages[i]! + listedBefore(older) - (newer ? listedBefore(newer) : 0),
    })),
    averageDaysOnMarket: meanListedMs === null ? null : Math.round((now.getTime() - meanListedMs) / DAY_MS),
  };
}

/** The listings' names by slug (index `slug`): a deleted listing keeps its slug as its label. */
async function listingNames(db: Db, slugs: string[]): Promise<Map<string, string>> {
  const found = await collections(db)
    .properties.find({ slug: { $in: slugs } }, { projection: { slug: 1, house_name: 1 } })
    .toArray();
  return new Map(found.map((p) => [p.slug, p.house_name]));
}

async function viewFigures(db: Db, from: string, to: string) {
  const rows = await db
    .collection<{ day: string; slug: string; n: number }>(LISTING_VIEWS)
    .aggregate<{ _id: string; n: number }>([
      { $match: { day: { $gte: from, $lte: to } } },
      { $group: { _id: '$slug', n: { $sum: '$n' } } },
      { $sort: { n: -1, _id: 1 } },
      { $facet: { top: [{ $limit: REPORT_TOP }], total: [{ $group: { _id: null, n: { $sum: '$n' } } }] } },
    ])
    .toArray();
  const { top, total } = rows[0] as unknown as { top: { _id: string; n: number }[]; total: { n: number }[] };
  const names = await listingNames(
    db,
    top.map((r) => r._id),
  );
  return {
    total: total[0]?.n ?? 0,
    byListing: top.map((r) => ({ key: r._id, label: names.get(r._id) ?? r._id, count: r.n })),
  };
}

export async function buildReports(db: Db, q: ReportsQuery, now = new Date()): Promise<ReportsData> {
  const { from, to } = reportPeriod(q, now);
  const [leads, listings, views, agents] = await Promise.all([
    readLeadRollup(db, from, to, REPORT_TOP),
    listingFigures(db, now),
    viewFigures(db, from, to),
    collections(db)
      .agents.find({}, { projection: { slug: 1, name: 1 } })
      .limit(AGENTS_MAX * 5)
      .toArray(),
  ]);
  const agentName = new Map(agents.map((a) => [a.slug, a.name]));
  const listingName = await listingNames(
    db,
    leads.listings.map((r) => r.key),
  );
  const weeks = new Map<string, number>();
  for (let day = from; day <= to; day = dubaiDay(new Date(dayStart(day).getTime() + DAY_MS)))
    weeks.set(weekOf(day), 0);
  for (const [day, n] of leads.byDay) weeks.set(weekOf(day), (weeks.get(weekOf(day)) ?? 0) + n);
  const reached = FUNNEL_STAGES.map(() => 0);
  for (const [stage, n] of leads.stages) for (let i = 0; i <= stage; i++) reached[i]! += n;
  return {
    from,
    to,
    enquiries: {
      total: leads.total,
      byListing: leads.listings.map((r) => ({
        key: r.key,
        label: listingName.get(r.key) ?? r.key,
        count: r.n,
      })),
      byAgent: leads.agents.map((r) => ({
        key: r.key ?? '',
        label: r.key ? (agentName.get(r.key) ?? r.key) : 'Unassigned',
        count: r.n,
      })),
      bySource: (Object.keys(ENQUIRY_SOURCE_LABELS) as EnquiryKind[]).map((kind) => ({
        key: kind,
        label: ENQUIRY_SOURCE_LABELS[kind],
        count: leads.sources.get(kind) ?? 0,
      })),
      byWeek: [...weeks].map(([week, n]) => ({
        key: week,
        label: `Week of ${weekLabel.format(new Date(`${week}T00:00:00Z`))}`,
        count: n,
      })),
    },
    firstResponse: {
      answered: leads.answered,
      waiting: leads.waiting,
      averageHours: leads.answered
        ? Math.round((leads.responseMs / leads.answered / HOUR_MS) * 10) / 10
        : null,
      withinDay: leads.withinDay,
    },
    funnel: FUNNEL_STAGES.map((stage, i) => ({
      key: stage,
      label: LEAD_STATUS_LABELS[stage],
      count: reached[i]!,
    })),
    listings,
    views,
  };
}

export type { ReportRow };
