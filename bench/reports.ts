/**
 * The reports' figures (api/src/db/reports.ts) at 100,000 listings and 200,000 leads over two years:
 * each part timed on its own through the driver, for random 30-day periods (and a whole year), p50/p95/p99
 * after the warm-up; and the one-off count of every lead into the daily counters (report-rollups.ts).
 * Run alone: `node --import tsx bench/reports.ts [listings] [leads] [queries]`, or `npm run bench --
 * --only=reports`. Figures only; the index each part reads is named in reports.ts.
 */
import { ObjectId } from 'mongodb';
import { ENQUIRY_KINDS, LEAD_STATUSES, type EnquiryKind, type LeadStatus } from '@manzil/contract';
import { collections, type EnquiryDoc } from '../api/src/db/collections';
import { buildReports, listingFigures } from '../api/src/db/reports';
import { rebuildReportRollups } from '../api/src/db/report-rollups';
import { rebuildListingRollup } from '../api/src/db/report-listings';
import { setListingsStatus } from '../api/src/db/admin-listings';
import { updateLead } from '../api/src/db/enquiries';
import {
  benchDatabase,
  benchListing,
  dropBenchDatabase,
  insertListings,
  prng,
  timeEach,
  WARMUP,
} from './listings';
import { percentiles } from './stats';

const DAY_MS = 86_400_000;
const SPAN_DAYS = 720;
/** Two years back from today (midnight UTC): older leads would be deleted by the 24-month retention
 * index while the bench runs. */
const START = Math.floor(Date.now() / DAY_MS) * DAY_MS - SPAN_DAYS * DAY_MS;

export async function benchReports(listings = 100_000, leads = 200_000, queries = 100) {
  const { db, dataDir } = await benchDatabase('manzil_bench_reports');
  const phase = (what: string) => process.stderr.write(`  reports bench: ${what}\n`);
  try {
    await collections(db.db).agents.insertMany(
      Array.from({ length: 12 }, (_, i) => ({
        _id: new ObjectId(),
        slug: `agent-${i}`,
        name: `Agent ${i}`,
        photo: '/x.jpg',
        brn: `${10000 + i}`,
        languages: ['English'],
        areas: [],
        phone: '+971500000000',
        whatsapp: '+971500000000',
        email: `agent${i}@manzil.test`,
        active: true,
        order: i,
        updatedAt: new Date(),
      })),
    );
    const random = prng(11);
    phase(`inserting ${listings} listings`);
    const spread = Math.floor((SPAN_DAYS * 86_400) / listings);
    await insertListings(db, listings, (i) => {
      const { doc } = benchListing(random, START / 1000 + i * spread, {
        slug: `bench-report-${i}`,
        name: `Bench Home ${i}`,
        description: 'Generated for the reports bench.',
      });
      if (random() < 0.8)
        doc.status = (['available', 'under-offer', 'reserved', 'sold', 'rented'] as const)[
          Math.floor(random() * 5)
        ];
      doc.agent = `agent-${Math.floor(random() * 12)}`;
      return doc;
    });
    phase(`inserting ${leads} leads`);
    const batch: EnquiryDoc[] = [];
    // Leads of the second year, written to before the reports timed after a write.
    const written: { _id: ObjectId; createdAt: Date }[] = [];
    for (let i = 0; i < leads; i++) {
      const createdAt = new Date(START + Math.floor((i / leads) * SPAN_DAYS * DAY_MS));
      const status: LeadStatus = LEAD_STATUSES[Math.floor(random() * LEAD_STATUSES.length)]!;
      const kind: EnquiryKind = ENQUIRY_KINDS[Math.floor(random() * ENQUIRY_KINDS.length)]!;
      const listing = Math.floor(random() * listings);
      batch.push({
        _id: new ObjectId(),
        kind,
        name: `Buyer ${i}`,
        email: `buyer${i}@example.com`,
        phone: '+971501234567',
        ...(kind === 'property-inquiry' && {
          about: { type: 'property' as const, ref: `bench-report-${listing}`, name: `Bench Home ${listing}` },
        }),
        createdAt,
        lastAt: createdAt,
        updatedAt: createdAt,
        status,
        notes: [],
        count: 1,
        ...(random() < 0.8 && { assignee: `agent-${Math.floor(random() * 12)}` }),
        ...(status !== 'new' && { firstResponseAt: new Date(createdAt.getTime() + random() * 2 * DAY_MS) }),
      } as EnquiryDoc);
      if (i > leads / 2 && i % Math.max(1, Math.floor(leads / 400)) === 0) written.push(batch.at(-1)!);
      if (batch.length === 5000) await collections(db.db).enquiries.insertMany(batch.splice(0));
    }
    if (batch.length) await collections(db.db).enquiries.insertMany(batch);
    // The leads went in by insertMany, past the write path: their daily counters are counted once, as
    // the start of a server on a database without them does.
    phase('counting the leads into the daily counters');
    const rebuildStarted = performance.now();
    const rebuilt = await rebuildReportRollups(db.db);
    const rebuildSeconds = Math.round((performance.now() - rebuildStarted) / 100) / 10;
    // The listings too, counted once into their counters (report-listings.ts).
    const listedStarted = performance.now();
    await rebuildListingRollup(db.db);
    const listingRebuildSeconds = Math.round((performance.now() - listedStarted) / 100) / 10;
    phase('timing');
    const day = (ms: number) => new Date(ms + 4 * 3_600_000).toISOString().slice(0, 10);
    const periods = Array.from({ length: 20 + queries }, () => {
      const from = START + Math.floor(random() * (SPAN_DAYS - 30)) * DAY_MS;
      return { from: day(from), to: day(from + 29 * DAY_MS) };
    });
    const now = new Date(START + SPAN_DAYS * DAY_MS);
    const month = await timeEach(periods, (q) => buildReports(db.db, q, now));
    const year = await timeEach(periods.slice(0, 20 + Math.min(queries, 30)), (q) =>
      buildReports(
        db.db,
        { from: q.from, to: day(Date.parse(`${q.from}T00:00:00+04:00`) + 364 * DAY_MS) },
        now,
      ),
    );
    const listingsOnly = await timeEach(periods.slice(0, 20 + Math.min(queries, 30)), () =>
      listingFigures(db.db, now),
    );
    // A listing's status and a lead of the period changed through their write paths just before each
    // report of a year (the months' counters kept decoded are read again for the month written).
    const listingIds = (
      await collections(db.db)
        .properties.find({}, { projection: { _id: 1 } })
        .limit(500)
        .toArray()
    ).map((p) => p._id);
    const statuses = ['available', 'under-offer', 'reserved', 'sold', 'rented'] as const;
    const afterWrite: number[] = [];
    for (const [i, lead] of written.slice(0, WARMUP + Math.min(queries, 30)).entries()) {
      const listing = listingIds[Math.floor(random() * listingIds.length)]!;
      await setListingsStatus(db.db, [listing], statuses[Math.floor(random() * statuses.length)]!);
      await updateLead(db.db, lead._id, { status: LEAD_STATUSES[Math.floor(random() * 6)]! });
      const to = Math.min(lead.createdAt.getTime() + 20 * DAY_MS, now.getTime() - DAY_MS);
      const started = performance.now();
      await buildReports(db.db, { from: day(to - 364 * DAY_MS), to: day(to) }, now);
      if (i >= WARMUP) afterWrite.push(performance.now() - started);
    }
    return {
      listings,
      leads,
      rollupDays: rebuilt.days,
      rebuildSeconds,
      reports30DaysMs: percentiles(month),
      reports365DaysMs: percentiles(year),
      listingFiguresMs: percentiles(listingsOnly),
      listingRebuildSeconds,
      reportAfterWriteMs: percentiles(afterWrite),
    };
  } finally {
    await dropBenchDatabase(db, dataDir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [listings, leads, queries] = process.argv.slice(2).map(Number);
  benchReports(listings || undefined, leads || undefined, queries || undefined)
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
