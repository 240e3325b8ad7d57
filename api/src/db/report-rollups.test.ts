import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { ENQUIRY_KINDS, FUNNEL_STAGES, LEAD_STATUSES, type EnquiryInput } from '@manzil/contract';
import { useTestApp } from '../../test/helpers';
import { collections } from './collections';
import { addLeadNote, insertEnquiry, updateLead } from './enquiries';
import { bumpContentVersion } from './content-version';
import { availableSettled, buildReports, listingFigures } from './reports';
import {
  REPORT_DAYS,
  REPORT_MONTHS,
  dubaiDay,
  keyOf,
  periodParts,
  rawOf,
  rebuildReportRollups,
  stageOf,
} from './report-rollups';

const t = useTestApp();
const DAY_MS = 86_400_000;
const START = Date.UTC(2029, 0, 1);

function prng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe('the reports’ daily counters', () => {
  it('read a period as its whole months and the days at its two ends', () => {
    expect(periodParts('2029-01-10', '2029-03-31')).toEqual({
      months: ['2029-02', '2029-03'],
      days: [['2029-01-10', '2029-01-31']],
    });
    expect(periodParts('2029-01-01', '2029-12-15')).toEqual({
      months: ['2029-01', '2029-11'],
      days: [['2029-12-01', '2029-12-15']],
    });
    expect(periodParts('2029-01-05', '2029-01-25')).toEqual({
      months: null,
      days: [['2029-01-05', '2029-01-25']],
    });
    expect(periodParts('2028-12-20', '2029-01-10')).toEqual({
      months: null,
      days: [['2028-12-20', '2029-01-10']],
    });
  });

  it('escape what a field path cannot hold and read it back', () => {
    for (const raw of ['a.b', '$x', '50%', 'plain-slug']) expect(rawOf(keyOf(raw))).toBe(raw);
    expect(keyOf('a.b$')).not.toMatch(/[.$]/);
  });

  it('give the figures the leads themselves give, after new leads, merges, status changes, reassignments and notes', async () => {
    const db = t.db.db;
    const random = prng(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const ids: ObjectId[] = [];
    for (let i = 0; i < 120; i++) {
      const kind = pick(ENQUIRY_KINDS);
      const ref = `rollup-home-${Math.floor(random() * 6)}`;
      const input = {
        kind,
        // Some senders write twice about one home: their second enquiry merges into the lead.
        name: `Sender ${i % 100}`,
        email: `sender${i % 100}@example.com`,
        phone: '+971 50 123 4567',
        message: 'Hello',
        ...(kind === 'property-inquiry' && { about: { type: 'property', ref, name: `Home ${ref}` } }),
      } as EnquiryInput;
      const at = new Date(START + Math.floor(random() * 70) * DAY_MS + Math.floor(random() * DAY_MS));
      const agent = random() < 0.7 ? `agent-${Math.floor(random() * 3)}` : undefined;
      const { doc } = await insertEnquiry(db, input, at, () => Promise.resolve(agent));
      ids.push(doc._id);
    }
    for (let i = 0; i < 200; i++) {
      const id = pick(ids);
      const lead = await collections(db).enquiries.findOne({ _id: id });
      const later = new Date(lead!.createdAt.getTime() + Math.floor(random() * 3 * DAY_MS));
      const move = random();
      if (move < 0.5) await updateLead(db, id, { status: pick(LEAD_STATUSES) }, later);
      else if (move < 0.75) await updateLead(db, id, { assignee: random() < 0.3 ? '' : 'agent-9' }, later);
      else await addLeadNote(db, id, { text: 'Called back', author: 'admin' }, later);
    }

    // 6 January to 4 March: February whole (its month's counters), the days at both ends.
    const from = dubaiDay(new Date(START + 5 * DAY_MS));
    const to = dubaiDay(new Date(START + 62 * DAY_MS));
    const report = await buildReports(db, { from, to }, new Date(START + 60 * DAY_MS));

    // The same figures counted from the leads of the period, as they are stored.
    const leads = (await collections(db).enquiries.find({}).toArray()).filter(
      (l) => dubaiDay(l.createdAt) >= from && dubaiDay(l.createdAt) <= to,
    );
    const countBy = (key: (l: (typeof leads)[number]) => string | undefined) => {
      const counts = new Map<string, number>();
      for (const l of leads) {
        const k = key(l);
        if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      return counts;
    };
    expect(leads.length).toBeGreaterThan(30);
    expect(report.enquiries.total).toBe(leads.length);
    expect(new Map(report.enquiries.byAgent.map((r) => [r.key, r.count]))).toEqual(
      countBy((l) => l.assignee ?? ''),
    );
    expect(new Map(report.enquiries.byListing.map((r) => [r.key, r.count]))).toEqual(
      countBy((l) => (l.about?.type === 'property' ? l.about.ref : undefined)),
    );
    const sources = countBy((l) => l.kind);
    for (const row of report.enquiries.bySource) expect(row.count).toBe(sources.get(row.key) ?? 0);
    expect(report.funnel.map((s) => s.count)).toEqual(
      FUNNEL_STAGES.map((_, i) => leads.filter((l) => stageOf(l.status, l.reached) >= i).length),
    );
    const answered = leads.filter((l) => l.firstResponseAt);
    const ms = answered.map((l) => l.firstResponseAt!.getTime() - l.createdAt.getTime());
    expect(report.firstResponse).toEqual({
      answered: answered.length,
      withinDay: ms.filter((m) => m <= DAY_MS).length,
      averageHours: Math.round((ms.reduce((a, b) => a + b, 0) / ms.length / 3_600_000) * 10) / 10,
      waiting: leads.filter((l) => !l.firstResponseAt && l.status === 'new' && l.notes?.length === 0).length,
    });
    expect(report.enquiries.byWeek.reduce((sum, w) => sum + w.count, 0)).toBe(leads.length);

    // Counted again from the leads, the counters are the ones the writes kept.
    const days = db.collection(REPORT_DAYS);
    const months = db.collection(REPORT_MONTHS);
    const kept = [
      ...(await days.find({}).sort({ _id: 1 }).toArray()),
      ...(await months.find({}).sort({ _id: 1 }).toArray()),
    ];
    await rebuildReportRollups(db);
    const recounted = [
      ...(await days.find({}).sort({ _id: 1 }).toArray()),
      ...(await months.find({}).sort({ _id: 1 }).toArray()),
    ];
    const nonZero = (docs: typeof kept) =>
      docs.map(
        (d) =>
          JSON.parse(JSON.stringify(d, (_, v: unknown) => (v === 0 ? undefined : v))) as Record<
            string,
            unknown
          >,
      );
    expect(nonZero(recounted)).toEqual(nonZero(kept));
  });

  it('count the listings by status and age as the listings themselves do, a listing without a status as available', async () => {
    const db = t.db.db;
    const properties = collections(db).properties;
    const now = new Date();
    const [one] = await properties.find({}).limit(1).toArray();
    const { _id: _old, ...rest } = one!;
    // A record from before statuses, listed 100 days ago: written past the write path, then the version
    // moves as every listing write moves it.
    const { status: _s, ...noStatus } = rest;
    await properties.insertOne({
      ...noStatus,
      _id: new ObjectId(),
      ref: `NS${Date.now().toString(36).toUpperCase()}`,
      slug: `no-status-${Date.now()}`,
      createdAt: new Date(now.getTime() - 100 * DAY_MS),
    });
    await bumpContentVersion(db);
    // A report right after the write may show the figures read before it for a moment (reports.ts).
    await listingFigures(db, now);
    await availableSettled(db);
    const report = await buildReports(db, {}, now);
    const all = await properties.find({}).toArray();
    const available = all.filter((p) => !p.status || p.status === 'available');
    const ages = available.map((p) => (now.getTime() - p.createdAt.getTime()) / DAY_MS);
    expect(report.listings.byStatus.find((r) => r.key === 'available')!.count).toBe(available.length);
    expect(report.listings.daysOnMarket.map((b) => b.count)).toEqual([
      ages.filter((d) => d <= 30).length,
      ages.filter((d) => d > 30 && d <= 90).length,
      ages.filter((d) => d > 90 && d <= 180).length,
      ages.filter((d) => d > 180).length,
    ]);
    expect(report.listings.averageDaysOnMarket).toBe(
      Math.round(ages.reduce((a, b) => a + b, 0) / ages.length),
    );
  });
});
