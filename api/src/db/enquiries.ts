/**
 * Leads collected by the site's forms. Every enquiry is a lead; a second one from the same person
 * about the same thing while the lead is open and recent is merged into it. The same person is the same
 * e-mail and the same phone (both normalised): a phone alone is shared (an office, a family) and an
 * e-mail alone can be typed by anyone, so neither joins two people's enquiries. A merge never writes the
 * lead's own fields (its contact stays its first sender's): the merged enquiry is kept whole in
 * `merged` (LEAD_EARLIER_MAX at most, the oldest dropped and counted; each is in the lead's audit too).
 */
import { ObjectId, type Db, type Filter } from 'mongodb';
import {
  FUNNEL_STAGES,
  LEAD_CLOSED_STATUSES,
  LEAD_EARLIER_MAX,
  LEAD_MERGE_WINDOW_DAYS,
  LEAD_NOTES_MAX,
  internationalDigits,
  type Enquiry,
  type EnquiryInput,
  type Lead,
  type LeadsFilter,
  type LeadStatus,
} from '@manzil/contract';
import { collections, type EnquiryDoc } from './collections';
import { recordLeadChange } from './report-rollups';

const DAY_MS = 86_400_000;

/** An e-mail as a duplicate is found by: trimmed, lower-case. */
export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

/** A phone as a duplicate is found by: its digits in international form. */
export const phoneKeyOf = (phone: string): string => internationalDigits(phone);

/** What an enquiry is about, as duplicates are matched by. */
export const topicKeyOf = (input: EnquiryInput): string =>
  input.about ? `${input.about.type}:${input.about.ref}` : `kind:${input.kind}`;

type MergedEnquiryDoc = NonNullable<EnquiryDoc['merged']>[number];

export interface RecordedEnquiry {
  doc: EnquiryDoc;
  /** The lead as it was before this enquiry merged into it (null: a new lead). */
  mergedInto: EnquiryDoc | null;
  /** This enquiry as the lead keeps it, when it was merged. */
  merged: MergedEnquiryDoc | null;
}

/**
 * Stores an enquiry as a new lead, or merges it into the open lead of the same person and topic.
 * `assigneeOf` is asked only for a new lead (a merge keeps the lead's agent, and takes no round-robin turn).
 */
export async function insertEnquiry(
  db: Db,
  input: EnquiryInput,
  now = new Date(),
  assigneeOf: () => Promise<string | undefined> = () => Promise.resolve(undefined),
): Promise<RecordedEnquiry> {
  const c = collections(db).enquiries;
  const emailKey = emailKeyOf(input.email);
  const phoneKey = phoneKeyOf(input.phone);
  const topicKey = topicKeyOf(input);
  // Two tries: a lead changed between the read and the write (another merge) is read again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const open = await c.findOne(
      {
        topicKey,
        emailKey,
        phoneKey,
        lastAt: { $gte: new Date(now.getTime() - LEAD_MERGE_WINDOW_DAYS * DAY_MS) },
        status: { $nin: [...LEAD_CLOSED_STATUSES] },
      },
      { sort: { lastAt: -1, _id: -1 } },
    );
    if (!open) break;
    const lastAt = open.lastAt ?? open.createdAt;
    const entry: MergedEnquiryDoc = { _id: new ObjectId(), ...input, at: now };
    const all = [entry, ...(open.merged ?? [])];
    const dropped = Math.max(0, all.length - LEAD_EARLIER_MAX);
    const updated = await c.findOneAndUpdate(
      { _id: open._id, lastAt },
      {
        $set: {
          merged: all.slice(0, LEAD_EARLIER_MAX),
          mergedDropped: (open.mergedDropped ?? 0) + dropped,
          // A lead merged before `merged` existed: its own enquiry was its latest until now.
          ...(open.earlier?.length && !open.sentAt && { sentAt: lastAt }),
          lastAt: now,
          updatedAt: now,
          count: (open.count ?? 1) + 1,
        },
      },
      { returnDocument: 'after' },
    );
    if (updated) return { doc: updated, mergedInto: open, merged: entry };
  }
  const assignee = await assigneeOf();
  const doc: Omit<EnquiryDoc, '_id'> = {
    ...input,
    createdAt: now,
    status: 'new',
    ...(assignee && { assignee }),
    notes: [],
    count: 1,
    lastAt: now,
    merged: [],
    mergedDropped: 0,
    emailKey,
    phoneKey,
    topicKey,
    updatedAt: now,
  };
  const { insertedId } = await c.insertOne(doc as EnquiryDoc);
  const stored = { ...doc, _id: insertedId } as EnquiryDoc;
  // A merge changes none of the reports' counters; a new lead adds its share.
  await recordLeadChange(db, null, stored);
  return { doc: stored, mergedInto: null, merged: null };
}

/** Gives the leads stored before leads existed their status, count and keys (idempotent, at start). */
export async function migrateLegacyEnquiries(db: Db): Promise<number> {
  const c = collections(db).enquiries;
  let migrated = 0;
  for await (const doc of c.find({ lastAt: { $exists: false } })) {
    await c.updateOne(
      { _id: doc._id, lastAt: { $exists: false } },
      {
        $set: {
          status: doc.status ?? 'new',
          notes: doc.notes ?? [],
          count: doc.count ?? 1,
          earlier: doc.earlier ?? [],
          lastAt: doc.createdAt,
          // The retention index counts from it (collections.ts).
          updatedAt: doc.updatedAt ?? doc.createdAt,
          emailKey: emailKeyOf(doc.email),
          phoneKey: phoneKeyOf(doc.phone),
          topicKey: topicKeyOf(doc),
        },
      },
    );
    migrated++;
  }
  return migrated;
}

/**
 * The newest `limit` enquiries, a lead's merged ones each on its own (with its own id): every sender's
 * details as typed. The leads of the newest `limit` activity hold them all.
 */
export async function listEnquiries(db: Db, limit = 500): Promise<Enquiry[]> {
  const leads = await collections(db).enquiries.find({}).sort({ lastAt: -1, _id: -1 }).limit(limit).toArray();
  const all = leads.flatMap((doc) => [
    { enquiry: toEnquiry(doc), at: sentAtOf(doc) },
    ...(doc.merged ?? []).map((m) => ({ enquiry: toMergedEnquiry(m), at: m.at })),
  ]);
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((e) => e.enquiry);
}

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Midnight in Dubai (UTC+4 all year) of a YYYY-MM-DD day. */
const dubaiDayStart = (day: string): Date => new Date(`${day}T00:00:00+04:00`);

/** The leads an agent's seat sees: those assigned to them (undefined: every lead). */
export type LeadScope = { assignee?: string };

/** The inbox's filter as a query: text over name, e-mail, phone and listing; status; kind; dates. */
export function leadsFilter(f: LeadsFilter & LeadScope): Filter<EnquiryDoc> {
  const and: Filter<EnquiryDoc>[] = [];
  if (f.assignee !== undefined) and.push({ assignee: f.assignee });
  if (f.q) {
    const text = new RegExp(escapeRegex(f.q), 'i');
    const or: Filter<EnquiryDoc>[] = [
      { name: text },
      { email: text },
      { phone: text },
      // Everyone who wrote in a lead finds it.
      { 'merged.name': text },
      { 'merged.email': text },
      { 'merged.phone': text },
      { 'about.name': text },
      { 'about.reference': text },
      { 'about.ref': text },
    ];
    const digits = f.q.replace(/\D/g, '');
    // "050 123" finds +971 50 123 4567: the digits, in the stored international form.
    if (digits.length >= 4) or.push({ phoneKey: new RegExp(digits.replace(/^0+/, '')) });
    and.push({ $or: or });
  }
  // Leads stored before leads existed are given their status at start (migrateLegacyEnquiries).
  if (f.status) and.push({ status: f.status });
  if (f.kind) and.push({ kind: f.kind });
  if (f.from) and.push({ lastAt: { $gte: dubaiDayStart(f.from) } });
  if (f.to) and.push({ lastAt: { $lt: new Date(dubaiDayStart(f.to).getTime() + DAY_MS) } });
  return and.length ? { $and: and } : {};
}

export async function findLeads(
  db: Db,
  filter: LeadsFilter & LeadScope,
  page: number,
  limit: number,
): Promise<{ docs: EnquiryDoc[]; total: number }> {
  const c = collections(db).enquiries;
  const query = leadsFilter(filter);
  const [docs, total] = await Promise.all([
    c
      .find(query)
      .sort({ lastAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .toArray(),
    c.countDocuments(query),
  ]);
  return { docs, total };
}

/** Leads for a CSV export, newest first, `max` at most. */
export const exportLeads = (db: Db, filter: LeadsFilter & LeadScope, max: number): Promise<EnquiryDoc[]> =>
  collections(db).enquiries.find(leadsFilter(filter)).sort({ lastAt: -1, _id: -1 }).limit(max).toArray();

export const countNewLeads = (db: Db, scope: LeadScope = {}): Promise<number> =>
  collections(db).enquiries.countDocuments({
    status: 'new',
    ...(scope.assignee !== undefined && { assignee: scope.assignee }),
  });

export const findLead = (db: Db, id: ObjectId): Promise<EnquiryDoc | null> =>
  collections(db).enquiries.findOne({ _id: id });

export async function updateLead(
  db: Db,
  id: ObjectId,
  change: { status?: LeadStatus; assignee?: string },
  now = new Date(),
): Promise<EnquiryDoc | null> {
  const set: Partial<EnquiryDoc> = { updatedAt: now };
  const unset: Record<string, ''> = {};
  if (change.status) set.status = change.status;
  if (change.assignee === '') unset.assignee = '';
  else if (change.assignee !== undefined) set.assignee = change.assignee;
  const stage = change.status ? (FUNNEL_STAGES as readonly string[]).indexOf(change.status) : -1;
  const answered = change.status !== undefined && change.status !== 'new';
  // The document the write applied to: the lead after it is computed from it (reports' counters).
  const before = await collections(db).enquiries.findOneAndUpdate(
    { _id: id },
    {
      $set: set,
      ...(Object.keys(unset).length && { $unset: unset }),
      // $min/$max keep the first answer and the furthest stage whatever comes after.
      ...(answered && { $min: { firstResponseAt: now } }),
      ...(stage >= 0 && { $max: { reached: stage } }),
    },
    { returnDocument: 'before' },
  );
  if (!before) return null;
  const { assignee: _a, ...kept } = before;
  const after: EnquiryDoc = {
    ...(change.assignee === '' ? kept : before),
    ...set,
    ...(answered && { firstResponseAt: earliest(before.firstResponseAt, now) }),
    ...(stage >= 0 && { reached: Math.max(before.reached ?? stage, stage) }),
  };
  await recordLeadChange(db, before, after);
  return after;
}

const earliest = (a: Date | undefined, b: Date): Date => (a && a.getTime() <= b.getTime() ? a : b);

/** A note that cannot be added: the lead is full, or kept changing while it was added. */
export class NotesFullError extends Error {
  constructor(message = 'This lead has as many notes as it can keep') {
    super(message);
  }
}

/** Appends a note; refuses once the lead has LEAD_NOTES_MAX (a bound on the document). */
export async function addLeadNote(
  db: Db,
  id: ObjectId,
  note: { text: string; author: string },
  now = new Date(),
): Promise<EnquiryDoc | null> {
  const c = collections(db).enquiries;
  // Two tries: the count read is the count written against (a note added meanwhile is read again).
  for (let attempt = 0; attempt < 2; attempt++) {
    const lead = await c.findOne({ _id: id }, { projection: { notes: 1 } });
    if (!lead) return null;
    const had = lead.notes?.length ?? 0;
    if (had >= LEAD_NOTES_MAX) throw new NotesFullError();
    const before = await c.findOneAndUpdate(
      { _id: id, notes: lead.notes ? { $size: had } : { $exists: false } },
      { $push: { notes: { ...note, at: now } }, $set: { updatedAt: now }, $min: { firstResponseAt: now } },
      { returnDocument: 'before' },
    );
    if (before) {
      const after: EnquiryDoc = {
        ...before,
        notes: [...(before.notes ?? []), { ...note, at: now }],
        updatedAt: now,
        firstResponseAt: earliest(before.firstResponseAt, now),
      };
      await recordLeadChange(db, before, after);
      return after;
    }
  }
  throw new NotesFullError('The lead changed while the note was added: add it again');
}

/** The fields of a lead's own enquiry, as its sender typed them. */
function ownInput(doc: EnquiryDoc): EnquiryInput {
  const {
    _id: _i,
    createdAt: _ca,
    status: _s,
    assignee: _a,
    notes: _n,
    count: _c,
    lastAt: _l,
    earlier: _e,
    merged: _m,
    mergedDropped: _md,
    sentAt: _sa,
    firstResponseAt: _fr,
    reached: _r,
    emailKey: _ek,
    phoneKey: _pk,
    topicKey: _tk,
    updatedAt: _u,
    ...input
  } = doc;
  return input;
}

/** When a lead's own enquiry was sent (a lead merged before `merged` existed kept its latest as its own). */
const sentAtOf = (doc: EnquiryDoc): Date =>
  doc.sentAt ?? (doc.earlier?.length ? (doc.lastAt ?? doc.createdAt) : doc.createdAt);

export const toEnquiry = (doc: EnquiryDoc): Enquiry => ({
  ...ownInput(doc),
  _id: doc._id.toHexString(),
  createdAt: sentAtOf(doc).toISOString(),
});

function toMergedEnquiry({ _id, at, ...input }: MergedEnquiryDoc): Enquiry {
  return { ...input, _id: _id.toHexString(), createdAt: at.toISOString() };
}

/** A lead as the inbox shows it; a record from before leads existed reads as a new lead of one. */
export function toLead(doc: EnquiryDoc): Lead {
  return {
    ...ownInput(doc),
    _id: doc._id.toHexString(),
    createdAt: new Date(doc.createdAt).toISOString(),
    status: doc.status ?? 'new',
    ...(doc.assignee && { assignee: doc.assignee }),
    notes: (doc.notes ?? []).map((n) => ({ text: n.text, author: n.author, at: n.at.toISOString() })),
    count: doc.count ?? 1,
    lastAt: (doc.lastAt ?? doc.createdAt).toISOString(),
    sentAt: sentAtOf(doc).toISOString(),
    merged: (doc.merged ?? []).map(({ _id, at, ...input }) => ({
      ...input,
      _id: _id.toHexString(),
      at: at.toISOString(),
    })),
    mergedDropped: doc.mergedDropped ?? 0,
    earlier: (doc.earlier ?? []).map((e) => ({
      ...(e.message !== undefined && { message: e.message }),
      kind: e.kind,
      at: e.at.toISOString(),
    })),
  };
}
