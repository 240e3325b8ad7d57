import { describe, expect, it } from 'vitest';
import type { ObjectId } from 'mongodb';
import { ENQUIRY_KINDS, FUNNEL_STAGES, LEAD_STATUSES, type EnquiryInput } from '@manzil/contract';
import { useTestApp } from '../../test/helpers';
import { collections } from './collections';
import { addLeadNote, insertEnquiry, NotesFullError, updateLead } from './enquiries';
import { buildReports } from './reports';
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

  it('give the figures the leads themselves give, after new leads, merges, status changes, reassignments and notes, concurrent ones too, for periods cutting through months', async () => {
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

    // Concurrent writes: on a few leads at once, each a status change, a reassignment and a note racing,
    // while the same senders write again (merged into their open lead or a new one).
    const racing = ids.slice(0, 6);
    const racingLeads = await collections(db)
      .enquiries.find({ _id: { $in: racing } })
      .toArray();
    await Promise.all(
      racingLeads.flatMap((lead, i) => {
        const later = new Date(lead.createdAt.getTime() + (i + 1) * 3_600_000);
        return [
          updateLead(db, lead._id, { status: pick(LEAD_STATUSES) }, later),
          updateLead(db, lead._id, { status: pick(LEAD_STATUSES) }, later),
          updateLead(db, lead._id, { assignee: i % 2 ? '' : `agent-${i}` }, later),
          addLeadNote(db, lead._id, { text: 'Racing', author: 'admin' }, later).catch((err: unknown) => {
            // Refused when another note won the race twice: the lead is as the winner left it.
            if (!(err instanceof NotesFullError)) throw err;
            return null;
          }),
          insertEnquiry(
            db,
            {
              kind: lead.kind,
              name: lead.name,
              email: lead.email,
              phone: lead.phone,
              message: 'Again',
              ...(lead.about && { about: lead.about }),
            } as EnquiryInput,
            new Date(lead.createdAt.getTime() + 7_200_000),
          ),
        ];
      }),
    );

    const leads = await collections(db).enquiries.find({}).toArray();
    /** One period's figures from the counters against the same figures counted from the leads. */
    const expectRecounted = async (from: string, to: string) => {
      const report = await buildReports(db, { from, to }, new Date(START + 60 * DAY_MS));
      const inPeriod = leads.filter((l) => dubaiDay(l.createdAt) >= from && dubaiDay(l.createdAt) <= to);
      const countBy = (key: (l: (typeof leads)[number]) => string | undefined) => {
        const counts = new Map<string, number>();
        for (const l of inPeriod) {
          const k = key(l);
          if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
        }
        return counts;
      };
      expect(report.enquiries.total, `${from}..${to}`).toBe(inPeriod.length);
      expect(new Map(report.enquiries.byAgent.map((r) => [r.key, r.count]))).toEqual(
        countBy((l) => l.assignee ?? ''),
      );
      expect(new Map(report.enquiries.byListing.map((r) => [r.key, r.count]))).toEqual(
        countBy((l) => (l.about?.type === 'property' ? l.about.ref : undefined)),
      );
      const sources = countBy((l) => l.kind);
      for (const row of report.enquiries.bySource) expect(row.count).toBe(sources.get(row.key) ?? 0);
      expect(report.funnel.map((s) => s.count)).toEqual(
        FUNNEL_STAGES.map((_, i) => inPeriod.filter((l) => stageOf(l.status, l.reached) >= i).length),
      );
      const answered = inPeriod.filter((l) => l.firstResponseAt);
      const ms = answered.map((l) => l.firstResponseAt!.getTime() - l.createdAt.getTime());
      expect(report.firstResponse).toEqual({
        answered: answered.length,
        withinDay: ms.filter((m) => m <= DAY_MS).length,
        averageHours: answered.length
          ? Math.round((ms.reduce((a, b) => a + b, 0) / ms.length / 3_600_000) * 10) / 10
          : null,
        waiting: inPeriod.filter((l) => !l.firstResponseAt && l.status === 'new' && l.notes?.length === 0)
          .length,
      });
      const weeks = countBy((l) => {
        const day = new Date(`${dubaiDay(l.createdAt)}T00:00:00Z`);
        return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
      });
      for (const week of report.enquiries.byWeek) expect(week.count).toBe(weeks.get(week.key) ?? 0);
      return inPeriod.length;
    };
    const day = (n: number) => dubaiDay(new Date(START + n * DAY_MS));
    // 6 January to 4 March: February whole (its month's counters), the days at both ends.
    expect(await expectRecounted(day(5), day(62))).toBeGreaterThan(30);
    // Inside one month; one day each side of a month's end; a whole month exactly; all of it.
    await expectRecounted(day(9), day(19));
    await expectRecounted('2029-01-31', '2029-02-01');
    await expectRecounted('2029-02-01', '2029-02-28');
    await expectRecounted('2028-12-01', '2029-03-31');

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
          JSON.parse(
            // Without zeros, and without the months' tokens (random at every write).
            JSON.stringify(d, (k, v: unknown) => (v === 0 || k === 'v' ? undefined : v)),
          ) as Record<string, unknown>,
      );
    expect(nonZero(recounted)).toEqual(nonZero(kept));
  });
});

describe('the months’ counters kept decoded', () => {
  it('are read again once a write or a recount changed them, so a report right after a write shows it', async () => {
    const db = t.db.db;
    // Whole months only: February and March 2031 come from the months' counters.
    const period = { from: '2031-02-01', to: '2031-03-31' };
    const total = async () => (await buildReports(db, period, new Date('2031-04-01T12:00:00Z'))).enquiries;
    const send = (i: number, at: string) =>
      insertEnquiry(
        db,
        {
          kind: 'contact',
          name: `Kept ${i}`,
          email: `kept${i}@example.com`,
          phone: '+971 50 765 4321',
          message: 'Hello',
        } as EnquiryInput,
        new Date(at),
      );
    expect((await total()).total).toBe(0);
    await send(1, '2031-02-10T10:00:00Z');
    expect((await total()).total).toBe(1);
    // Kept now: read again, the same; a write to the other month and to the same one both show.
    expect((await total()).total).toBe(1);
    await send(2, '2031-03-10T10:00:00Z');
    const { doc } = await send(3, '2031-02-11T10:00:00Z');
    expect((await total()).total).toBe(3);
    await updateLead(db, doc._id, { assignee: 'agent-kept' }, new Date('2031-02-12T10:00:00Z'));
    expect((await total()).byAgent).toContainEqual({ key: 'agent-kept', label: 'agent-kept', count: 1 });
    // Counted again from the leads (new months, new tokens): the same figures.
    const before = await total();
    await rebuildReportRollups(db);
    expect(await total()).toEqual(before);
    // Counters changed past the write path and counted again: the recount shows.
    await collections(db).enquiries.deleteOne({ _id: doc._id });
    await rebuildReportRollups(db);
    expect((await total()).total).toBe(2);
  });
});
