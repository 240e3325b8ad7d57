/**
 * Leads collected by the site's forms. Every enquiry is a lead; a second one from the same person
 * (same e-mail or phone, normalised) about the same thing while the lead is open and recent is merged
 * into it: counted, its message the latest, the earlier ones kept (LEAD_EARLIER_MAX at most).
 */
import type { Db, Filter, ObjectId } from 'mongodb';
import {
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

const DAY_MS = 86_400_000;

/** An e-mail as a duplicate is found by: trimmed, lower-case. */
export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

/** A phone as a duplicate is found by: its digits in international form. */
export const phoneKeyOf = (phone: string): string => internationalDigits(phone);

/** What an enquiry is about, as duplicates are matched by. */
export const topicKeyOf = (input: EnquiryInput): string =>
  input.about ? `${input.about.type}:${input.about.ref}` : `kind:${input.kind}`;

/** The latest enquiry's own fields: what a merge writes over the lead's. */
function latestFields(input: EnquiryInput) {
  const { message, subject, propertyType, preferredContact, about, ...always } = input;
  const optional = { message, subject, propertyType, preferredContact, about };
  const set: Partial<EnquiryDoc> = { ...always };
  const unset: Record<string, ''> = {};
  for (const [key, value] of Object.entries(optional)) {
    if (value === undefined) unset[key] = '';
    else (set as Record<string, unknown>)[key] = value;
  }
  return { set, unset };
}

export interface RecordedEnquiry {
  doc: EnquiryDoc;
  /** The lead as it was before this enquiry merged into it (null: a new lead). */
  mergedInto: EnquiryDoc | null;
}

/** Stores an enquiry as a new lead, or merges it into the open lead of the same person and topic. */
export async function insertEnquiry(db: Db, input: EnquiryInput, now = new Date()): Promise<RecordedEnquiry> {
  const c = collections(db).enquiries;
  const emailKey = emailKeyOf(input.email);
  const phoneKey = phoneKeyOf(input.phone);
  const topicKey = topicKeyOf(input);
  // Two tries: a lead changed between the read and the write (another merge) is read again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const open = await c.findOne(
      {
        topicKey,
        $or: [{ emailKey }, ...(phoneKey.length >= 5 ? [{ phoneKey }] : [])],
        lastAt: { $gte: new Date(now.getTime() - LEAD_MERGE_WINDOW_DAYS * DAY_MS) },
        status: { $nin: [...LEAD_CLOSED_STATUSES] },
      },
      { sort: { lastAt: -1, _id: -1 } },
    );
    if (!open) break;
    const lastAt = open.lastAt ?? open.createdAt;
    const earlier = [
      { ...(open.message !== undefined && { message: open.message }), kind: open.kind, at: lastAt },
      ...(open.earlier ?? []),
    ].slice(0, LEAD_EARLIER_MAX);
    const { set, unset } = latestFields(input);
    const updated = await c.findOneAndUpdate(
      { _id: open._id, lastAt },
      {
        $set: {
          ...set,
          emailKey,
          phoneKey,
          earlier,
          lastAt: now,
          updatedAt: now,
          count: (open.count ?? 1) + 1,
        },
        ...(Object.keys(unset).length && { $unset: unset }),
      },
      { returnDocument: 'after' },
    );
    if (updated) return { doc: updated, mergedInto: open };
  }
  const doc: Omit<EnquiryDoc, '_id'> = {
    ...input,
    createdAt: now,
    status: 'new',
    notes: [],
    count: 1,
    lastAt: now,
    earlier: [],
    emailKey,
    phoneKey,
    topicKey,
    updatedAt: now,
  };
  const { insertedId } = await c.insertOne(doc as EnquiryDoc);
  return { doc: { ...doc, _id: insertedId }, mergedInto: null };
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

export const listEnquiries = (db: Db, limit = 500): Promise<EnquiryDoc[]> =>
  collections(db).enquiries.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).toArray();

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Midnight in Dubai (UTC+4 all year) of a YYYY-MM-DD day. */
const dubaiDayStart = (day: string): Date => new Date(`${day}T00:00:00+04:00`);

/** The inbox's filter as a query: text over name, e-mail, phone and listing; status; kind; dates. */
export function leadsFilter(f: LeadsFilter): Filter<EnquiryDoc> {
  const and: Filter<EnquiryDoc>[] = [];
  if (f.q) {
    const text = new RegExp(escapeRegex(f.q), 'i');
    const or: Filter<EnquiryDoc>[] = [
      { name: text },
      { email: text },
      { phone: text },
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
  filter: LeadsFilter,
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
export const exportLeads = (db: Db, filter: LeadsFilter, max: number): Promise<EnquiryDoc[]> =>
  collections(db).enquiries.find(leadsFilter(filter)).sort({ lastAt: -1, _id: -1 }).limit(max).toArray();

export const countNewLeads = (db: Db): Promise<number> =>
  collections(db).enquiries.countDocuments({ status: 'new' });

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
  return collections(db).enquiries.findOneAndUpdate(
    { _id: id },
    { $set: set, ...(Object.keys(unset).length && { $unset: unset }) },
    { returnDocument: 'after' },
  );
}

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
    const updated = await c.findOneAndUpdate(
      { _id: id, notes: lead.notes ? { $size: had } : { $exists: false } },
      { $push: { notes: { ...note, at: now } }, $set: { updatedAt: now } },
      { returnDocument: 'after' },
    );
    if (updated) return updated;
  }
  throw new NotesFullError('The lead changed while the note was added: add it again');
}

export const toEnquiry = ({ _id, createdAt, ...rest }: EnquiryDoc): Enquiry => {
  const {
    status: _s,
    assignee: _a,
    notes: _n,
    count: _c,
    lastAt: _l,
    earlier: _e,
    emailKey: _ek,
    phoneKey: _pk,
    topicKey: _tk,
    updatedAt: _u,
    ...input
  } = rest;
  return { ...input, _id: _id.toHexString(), createdAt: new Date(createdAt).toISOString() };
};

/** A lead as the inbox shows it; a record from before leads existed reads as a new lead of one. */
export function toLead(doc: EnquiryDoc): Lead {
  return {
    ...toEnquiry(doc),
    status: doc.status ?? 'new',
    ...(doc.assignee && { assignee: doc.assignee }),
    notes: (doc.notes ?? []).map((n) => ({ text: n.text, author: n.author, at: n.at.toISOString() })),
    count: doc.count ?? 1,
    lastAt: (doc.lastAt ?? doc.createdAt).toISOString(),
    earlier: (doc.earlier ?? []).map((e) => ({
      ...(e.message !== undefined && { message: e.message }),
      kind: e.kind,
      at: e.at.toISOString(),
    })),
  };
}
