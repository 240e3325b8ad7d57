/**
 * Leads and the audit trail: what the admin's inbox and the audit endpoints send. An enquiry is a lead
 * from the moment it is stored; a later one from the same person (the same e-mail and the same phone)
 * about the same listing is merged into it: counted and kept whole, the lead's own contact unchanged.
 */
import type { Enquiry, EnquiryInput, EnquiryKind } from './domain';

export const LEAD_STATUSES = ['new', 'contacted', 'viewing', 'offer', 'closed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  viewing: 'Viewing',
  offer: 'Offer',
  closed: 'Closed',
  lost: 'Lost',
};
/** A lead in one of these is finished: a new enquiry from the same person starts a new lead. */
export const LEAD_CLOSED_STATUSES: readonly LeadStatus[] = ['closed', 'lost'];

export const ENQUIRY_KINDS = [
  'property-inquiry',
  'brochure',
  'vr-access',
  'contact',
] as const satisfies readonly EnquiryKind[];

/**
 * A phone's digits in international form (what duplicates are found by and what wa.me takes). The
 * agency is in the UAE, so a local number (050 123 4567) is +971 50 123 4567; `00` is the
 * international prefix.
 */
export function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `971${digits.slice(1)}`;
  return digits;
}

/** What each kind of enquiry is called in the admin. */
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  'property-inquiry': 'Property inquiry',
  brochure: 'Brochure request',
  'vr-access': 'VR access request',
  contact: 'Contact message',
};

/** A second enquiry this recent (same person, same listing, lead still open) merges into the first. */
export const LEAD_MERGE_WINDOW_DAYS = 30;
/** Merged enquiries a lead keeps whole besides its own first one (past it the oldest merged go, counted). */
export const LEAD_EARLIER_MAX = 20;
/** Notes a lead takes at most (append-only; a bound on the document's size). */
export const LEAD_NOTES_MAX = 200;
export const LEAD_NOTE_MAX_LENGTH = 2000;
/** Rows of a leads page at most, and of one CSV export. */
export const LEADS_PAGE_MAX = 100;
export const LEADS_EXPORT_MAX = 10_000;

export interface LeadNote {
  text: string;
  /** The admin's username. */
  author: string;
  at: string;
}

/** An enquiry merged into a lead after its first: kept whole, as its sender typed it. */
export interface LeadMergedEnquiry extends EnquiryInput {
  _id: string;
  at: string;
}

/**
 * A message of a lead merged before each merged enquiry was kept whole: its sender's name, e-mail and
 * phone were not kept.
 */
export interface LeadEarlierMessage {
  message?: string;
  kind: EnquiryKind;
  at: string;
}

/**
 * An enquiry as the leads inbox shows it: its own fields are its first enquiry's (a merge never writes
 * them), `createdAt` the first enquiry, `lastAt` the latest.
 */
export interface Lead extends Enquiry {
  status: LeadStatus;
  /** The agent's slug, when one is assigned. */
  assignee?: string;
  notes: LeadNote[];
  /** Enquiries in this lead, its own first one included. */
  count: number;
  lastAt: string;
  /** When the lead's own enquiry was sent: `createdAt`, or the latest for a lead merged before `merged` existed. */
  sentAt: string;
  /** The enquiries merged into it after its own, each whole, newest first (LEAD_EARLIER_MAX at most). */
  merged: LeadMergedEnquiry[];
  /** Merged enquiries past LEAD_EARLIER_MAX, the oldest, no longer in `merged` (each is in the lead's audit). */
  mergedDropped: number;
  /** Messages older than the lead's own, from before merged enquiries were kept whole, newest first. */
  earlier: LeadEarlierMessage[];
}

export interface LeadsPage {
  data: Lead[];
  total: number;
  page: number;
  limit: number;
}

export interface LeadUpdateBody {
  status?: LeadStatus;
  /** An agent's slug; '' unassigns. */
  assignee?: string;
}

export interface LeadNoteBody {
  text: string;
}

export interface LeadsFilter {
  q?: string;
  status?: LeadStatus;
  kind?: EnquiryKind;
  /** YYYY-MM-DD, Dubai time, inclusive. */
  from?: string;
  to?: string;
}

export type NewLeadsCountResponse = { data: { count: number } };
export type LeadResponse = { data: Lead };

// ---- audit ----

export const AUDIT_TARGETS = ['property', 'lead', 'agent', 'user', 'rate'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
/** A stored old or new value is cut to this many characters (a bound on each entry). */
export const AUDIT_VALUE_MAX = 300;
/** Changed fields one entry records at most. */
export const AUDIT_CHANGES_MAX = 60;
/** Entries one audit read answers at most (newest first). */
export const AUDIT_READ_MAX = 100;

export interface AuditChange {
  field: string;
  /** The value before ('' when there was none), as text, cut to AUDIT_VALUE_MAX. */
  from: string;
  to: string;
}

export interface AuditEntry {
  _id: string;
  target: AuditTarget;
  targetId: string;
  /** What the target was called at the time (a listing's name, a lead's sender, an agent's name). */
  label: string;
  /** `retire`: an agent retired, their listings handed to another (each listing records its own move). */
  action: 'create' | 'update' | 'delete' | 'note' | 'merge' | 'retire';
  /** The admin's username, or 'website' for a visitor's merged enquiry. */
  actor: string;
  at: string;
  changes: AuditChange[];
}

export type AuditResponse = { data: AuditEntry[] };

/** The audit log across records: entries a page shows at most. */
export const AUDIT_LOG_PAGE_SIZE = 10;

export const AUDIT_TARGET_LABELS: Record<AuditTarget, string> = {
  property: 'Listing',
  lead: 'Lead',
  agent: 'Agent',
  user: 'User',
  rate: 'Currency rate',
};

export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  note: 'Note added',
  merge: 'Enquiry merged',
  retire: 'Retired',
};

/** A change as the audit log says it: the field's name and both values in words (no slug, no JSON). */
export interface AuditLogChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

export interface AuditLogEntry extends Omit<AuditEntry, 'changes'> {
  changes: AuditLogChange[];
}

export interface AuditLogPage {
  data: AuditLogEntry[];
  /** Whether an older page exists (the log is read newest first, a page at a time). */
  more: boolean;
  page: number;
}

export interface AuditLogFilter {
  /** A username, or 'website'. */
  actor?: string;
  target?: AuditTarget;
  /** Words of the record's name. */
  q?: string;
  /** YYYY-MM-DD, Dubai time, inclusive. */
  from?: string;
  to?: string;
}

/** A lead still new after this many hours is marked as waiting too long (the inbox and the board). */
export const LEAD_NEW_STALE_HOURS = 24;

/** Whether a lead has been new for longer than LEAD_NEW_STALE_HOURS at `now`. */
export const isStaleNewLead = (lead: Pick<Lead, 'status' | 'createdAt'>, now = Date.now()): boolean =>
  lead.status === 'new' && now - Date.parse(lead.createdAt) > LEAD_NEW_STALE_HOURS * 3_600_000;
