/**
 * The reports' figures, each from a read over an index (named beside it): the enquiries of a period
 * from their counters (`report_months` and `report_days` by _id, report-rollups.ts: a year is about 12
 * months, kept decoded while unchanged, and up to 60 days), listings by status and age from their
 * counters (`report_listings` by _id, report-listings.ts: one document), and page views per listing and day
 * (`listing_views`'s `day_slug`). Every answer is bounded: groups are cut to REPORT_TOP rows, weeks and
 * stages are few by construction.
 */
import type { Db } from 'mongodb';
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
import { collections } from './collections';
import { LISTING_VIEWS } from './listing-views';
import { readListingRollup } from './report-listings';
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

/** The day `days` after a day (YYYY-MM-DD). */
const dayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday (Dubai) of a day's week. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

const weekLabel = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** The Dubai days from `day` to `today`, 0 on the day itself. */
const daysBetween = (day: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);

/** Available listings by Dubai days on market (0 on the day listed): the brackets' key, label and last day. */
const AGE_BRACKETS: [key: string, label: string, upTo: number][] = [
  ['0-30', 'Up to 30 days', 30],
  ['31-90', '31 to 90 days', 90],
  ['91-180', '91 to 180 days', 180],
  ['181+', 'More than 180 days', Infinity],
];

/**
 * Listings by status and available listings by days on market and on average: one read of the listing
 * counters by _id (report-listings.ts), kept with each listing write, so a report right after a write
 * reads the figures the write left.
 */
export async function listingFigures(db: Db, now = new Date()) {
  const rollup = await readListingRollup(db);
  const today = dubaiDay(now);
  const ages = AGE_BRACKETS.map(() => 0);
  for (const [day, n] of Object.entries(rollup.days ?? {})) {
    if (!n) continue;
    const age = daysBetween(day, today);
    ages[AGE_BRACKETS.findIndex(([, , upTo]) => age <= upTo)]! += n;
  }
  const { n = 0, s = 0, ms = 0 } = rollup.listed ?? {};
  return {
    byStatus: LISTING_STATUSES.map((status) => ({
      key: status,
      label: LISTING_STATUS_LABELS[status],
      count: rollup.status?.[status] ?? 0,
    })),
    daysOnMarket: AGE_BRACKETS.map(([key, label], i) => ({ key, label, count: ages[i]! })),
    // The mean listing instant, (s * 1000 + ms) / n, without a sum past 2^53.
    averageDaysOnMarket: n > 0 ? Math.round((now.getTime() - ((s / n) * 1000 + ms / n)) / DAY_MS) : null,
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
  // Every week of the period, in order, then each day's enquiries into its week.
  const weeks = new Map<string, number>();
  const lastWeek = weekOf(to);
  for (let week = weekOf(from); week <= lastWeek; week = dayAfter(week, 7)) weeks.set(week, 0);
  for (const [day, n] of leads.byDay) {
    const week = weekOf(day);
    weeks.set(week, (weeks.get(week) ?? 0) + n);
  }
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
