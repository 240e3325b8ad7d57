/**
 * The reports' figures, each from one aggregation over an index (named beside it): enquiries of a
 * period (`created`), listings by status and age (`admin_status_listed`), and page views per listing and
 * day (`listing_views`'s `day_slug`). Every answer is bounded: groups are cut to REPORT_TOP rows, weeks
 * and stages are few by construction.
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
  type LeadStatus,
  type ReportRow,
  type ReportsData,
  type ReportsQuery,
} from '@manzil/contract';
import { ValidationError } from '../lib/errors';
import { AGENTS_MAX } from './agents';
import { collections } from './collections';
import { LISTING_VIEWS } from './listing-views';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Dubai is UTC+4 all year. */
const DUBAI_MS = 4 * HOUR_MS;
const dubaiDay = (at: Date): string => new Date(at.getTime() + DUBAI_MS).toISOString().slice(0, 10);
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

interface EnquiryFacets {
  total: { n: number }[];
  byListing: { _id: string | null; name: string; n: number }[];
  byAgent: { _id: string | null; n: number }[];
  bySource: { _id: EnquiryKind; n: number }[];
  byDay: { _id: string; n: number }[];
  response: { _id: null; answered: number; withinDay: number; totalMs: number }[];
  waiting: { n: number }[];
  stages: { _id: { status: LeadStatus | null; reached: number | null }; n: number }[];
}

/** Every enquiry figure of the period in one aggregation (index `created`: the period's leads only). */
async function enquiryFigures(db: Db, start: Date, end: Date): Promise<EnquiryFacets> {
  const [facets] = await collections(db)
    .enquiries.aggregate<EnquiryFacets>(
      [
        { $match: { createdAt: { $gte: start, $lt: end } } },
        {
          $facet: {
            total: [{ $count: 'n' }],
            byListing: [
              { $match: { 'about.type': 'property' } },
              { $group: { _id: '$about.ref', name: { $first: '$about.name' }, n: { $sum: 1 } } },
              { $sort: { n: -1, _id: 1 } },
              { $limit: REPORT_TOP },
            ],
            byAgent: [
              { $group: { _id: '$assignee', n: { $sum: 1 } } },
              { $sort: { n: -1 } },
              { $limit: AGENTS_MAX },
            ],
            bySource: [{ $group: { _id: '$kind', n: { $sum: 1 } } }],
            byDay: [
              {
                $group: {
                  _id: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt', timezone: '+04:00' } },
                  n: { $sum: 1 },
                },
              },
              { $limit: REPORT_RANGE_MAX_DAYS + 1 },
            ],
            response: [
              { $match: { firstResponseAt: { $exists: true } } },
              { $project: { ms: { $subtract: ['$firstResponseAt', '$createdAt'] } } },
              {
                $group: {
                  _id: null,
                  answered: { $sum: 1 },
                  withinDay: { $sum: { $cond: [{ $lte: ['$ms', DAY_MS] }, 1, 0] } },
                  totalMs: { $sum: '$ms' },
                },
              },
            ],
            waiting: [
              { $match: { firstResponseAt: { $exists: false }, status: 'new', notes: { $size: 0 } } },
              { $count: 'n' },
            ],
            stages: [
              { $group: { _id: { status: '$status', reached: '$reached' }, n: { $sum: 1 } } },
              { $limit: 100 },
            ],
          },
        },
      ],
      { allowDiskUse: true },
    )
    .toArray();
  return facets!;
}

/** The furthest stage a lead reached: recorded, or (a lead from before it was) its status. */
function stageOf(status: LeadStatus | null, reached: number | null): number {
  if (typeof reached === 'number') return reached;
  const i = (FUNNEL_STAGES as readonly string[]).indexOf(status ?? 'new');
  return i < 0 ? 0 : i;
}

/**
 * Listings by status and available listings by age: counts over index `admin_status_listed`
 * ({status, createdAt}), one per status and per age bracket (a record without a status is available);
 * the average age from one aggregation over the available listings' `createdAt`.
 */
export async function listingFigures(db: Db, now = new Date()) {
  const properties = collections(db).properties;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const available = [{ status: 'available' as const }, { status: { $exists: false } }];
  const buckets: [key: string, label: string, newer: Date | null, older: Date | null][] = [
    ['0-30', 'Up to 30 days', ago(30), null],
    ['31-90', '31 to 90 days', ago(90), ago(30)],
    ['91-180', '91 to 180 days', ago(180), ago(90)],
    ['181+', 'More than 180 days', null, ago(180)],
  ];
  const countAvailable = async (newer: Date | null, older: Date | null) => {
    const createdAt = { ...(newer && { $gte: newer }), ...(older && { $lt: older }) };
    const counts = await Promise.all(
      available.map((status) =>
        properties.countDocuments({ ...status, ...(Object.keys(createdAt).length && { createdAt }) }),
      ),
    );
    return counts[0]! + counts[1]!;
  };
  const [byStatus, ages, average] = await Promise.all([
    Promise.all(LISTING_STATUSES.map((status) => properties.countDocuments({ status }))),
    Promise.all(buckets.map(([, , newer, older]) => countAvailable(newer, older))),
    properties
      .aggregate<{ avg: number | null }>([
        { $match: { $or: available } },
        { $group: { _id: null, avg: { $avg: { $subtract: [now, '$createdAt'] } } } },
      ])
      .toArray(),
  ]);
  const noStatus = await properties.countDocuments({ status: { $exists: false } });
  const avg = average[0]?.avg;
  return {
    byStatus: LISTING_STATUSES.map((s, i) => ({
      key: s,
      label: LISTING_STATUS_LABELS[s],
      count: byStatus[i]! + (s === 'available' ? noStatus : 0),
    })),
    daysOnMarket: buckets.map(([key, label], i) => ({ key, label, count: ages[i]! })),
    averageDaysOnMarket: typeof avg === 'number' ? Math.round(avg / DAY_MS) : null,
  };
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
  const names = new Map(
    (
      await collections(db)
        .properties.find({ slug: { $in: top.map((r) => r._id) } }, { projection: { slug: 1, house_name: 1 } })
        .toArray()
    ).map((p) => [p.slug, p.house_name]),
  );
  return {
    total: total[0]?.n ?? 0,
    byListing: top.map((r) => ({ key: r._id, label: names.get(r._id) ?? r._id, count: r.n })),
  };
}

export async function buildReports(db: Db, q: ReportsQuery, now = new Date()): Promise<ReportsData> {
  const { from, to, start, end } = reportPeriod(q, now);
  const [facets, listings, views, agents] = await Promise.all([
    enquiryFigures(db, start, end),
    listingFigures(db, now),
    viewFigures(db, from, to),
    collections(db)
      .agents.find({}, { projection: { slug: 1, name: 1 } })
      .limit(AGENTS_MAX * 5)
      .toArray(),
  ]);
  const agentName = new Map(agents.map((a) => [a.slug, a.name]));
  const weeks = new Map<string, number>();
  for (let day = from; day <= to; day = dubaiDay(new Date(dayStart(day).getTime() + DAY_MS)))
    weeks.set(weekOf(day), 0);
  for (const row of facets.byDay) weeks.set(weekOf(row._id), (weeks.get(weekOf(row._id)) ?? 0) + row.n);
  const reached = FUNNEL_STAGES.map(() => 0);
  for (const row of facets.stages) {
    const stage = stageOf(row._id.status, row._id.reached);
    for (let i = 0; i <= stage; i++) reached[i]! += row.n;
  }
  const response = facets.response[0];
  return {
    from,
    to,
    enquiries: {
      total: facets.total[0]?.n ?? 0,
      byListing: facets.byListing.map((r) => ({ key: r._id ?? '', label: r.name, count: r.n })),
      byAgent: facets.byAgent.map((r) => ({
        key: r._id ?? '',
        label: r._id ? (agentName.get(r._id) ?? r._id) : 'Unassigned',
        count: r.n,
      })),
      bySource: (Object.keys(ENQUIRY_SOURCE_LABELS) as EnquiryKind[]).map((kind) => ({
        key: kind,
        label: ENQUIRY_SOURCE_LABELS[kind],
        count: facets.bySource.find((r) => r._id === kind)?.n ?? 0,
      })),
      byWeek: [...weeks].map(([week, n]) => ({
        key: week,
        label: `Week of ${weekLabel.format(new Date(`${week}T00:00:00Z`))}`,
        count: n,
      })),
    },
    firstResponse: {
      answered: response?.answered ?? 0,
      waiting: facets.waiting[0]?.n ?? 0,
      averageHours: response?.answered
        ? Math.round((response.totalMs / response.answered / HOUR_MS) * 10) / 10
        : null,
      withinDay: response?.withinDay ?? 0,
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
