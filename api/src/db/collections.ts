/** The product's collections (normalised data model) and the indexes of its hot queries. */
import type { Db, ObjectId } from 'mongodb';
import type { AgentInput } from '@manzil/contract/schemas';
import type {
  AreaData,
  AuditChange,
  AuditEntry,
  AuditTarget,
  Currency,
  EmirateTranslations,
  EnquiryInput,
  EnquiryKind,
  LeadRoutingMode,
  LeadStatus,
  Property,
  VrCardTranslations,
  SeatRole,
} from '@manzil/contract';
import { RATE_LIMIT_COLLECTION } from '../middleware/rate-limit';
import { LOGIN_TURNS } from './login-turns';
import { ensureAlertIndexes } from '../alerts/store';
import { ensureListingViewIndexes } from './listing-views';
import { VARIANT_CLAIM_STALE_MS, VARIANT_CLAIMS } from './image-variants';

export interface EmirateDoc {
  _id: ObjectId;
  name: string;
  /** 'abu-dhabi' */
  slug: string;
  /** 'AbuDhabi' */
  key: string;
  text: string;
  image: string;
  order: number;
  updatedAt: Date;
  translations?: EmirateTranslations;
}

/** An area as stored: its detail data as the API sends it, its card image, keys and order. */
export interface AreaDoc extends AreaData {
  _id: ObjectId;
  /** Emirate slug. */
  emirate: string;
  slug: string;
  /** 'downtown_dubai': unique within the emirate. */
  key: string;
  imageURL: string;
  lat?: number;
  lon?: number;
  /** A developer collection (Sobha): has properties, not listed as an area card. */
  collection?: boolean;
  order: number;
  updatedAt: Date;
}

/** A property as stored: the API's Property with an ObjectId and real dates. */
/** How long a visitor's enquiry is kept after the last contact: 24 months (the privacy notice). */
export const PERSONAL_DATA_RETENTION_S = 730 * 24 * 60 * 60;

export interface PropertyDoc extends Omit<Property, '_id' | 'updatedAt' | 'listedAt' | 'priceReduced'> {
  _id: ObjectId;
  /** Its Reference ID, `referenceOf(_id)`: unique (index `ref_unique`), so no two ids share one. */
  ref: string;
  /** Derived for the search's sorts (search-fields.ts); never sent. */
  pricePerSqft?: number;
  priceOrder?: number;
  /** When it was listed or its price last changed: what the search alerts mail (alerts/job.ts). */
  pricedAt?: Date;
  /** The price before its last change (AED): a lower price since then is "reduced" (toProperty). */
  pricedFrom?: number;
  createdAt: Date;
  updatedAt: Date;
}

/** An agent of the agency (agents.ts). */
export interface AgentDoc extends AgentInput {
  _id: ObjectId;
  order: number;
  updatedAt: Date;
}

export interface VrCardDoc {
  _id: ObjectId;
  name: string;
  image: string;
  links360: string[];
  order: number;
  translations?: VrCardTranslations;
}

export interface AdminDoc {
  _id: ObjectId;
  username: string;
  email: string;
  passwordHash: string;
  /** Bumped on every password change: session tokens carry it and die with it. */
  tokenVersion: number;
  passwordChangedAt: Date;
  createdAt: Date;
  /** Absent on an account made before seats had roles: an admin (bootstrap makes the first the owner). */
  role?: SeatRole;
  /** An agent's seat: their agent profile's slug. */
  agent?: string;
  /** Set when deactivated: the seat cannot sign in; its history (audit, notes) keeps its name. */
  deactivatedAt?: Date;
  /** Invited and the set-password link not used yet (the stored hash is of a password nobody knows). */
  invitePending?: boolean;
}

export interface PasswordResetDoc {
  _id: ObjectId;
  /** SHA-256 of the token; the token itself is only in the e-mail. */
  tokenHash: string;
  adminId: ObjectId;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

/** A signed-out admin session: its token id, kept until the token would have expired anyway. */
export interface RevokedSessionDoc {
  _id: string;
  expiresAt: Date;
}

/**
 * An enquiry, which is a lead. Records stored before leads existed have only the EnquiryInput and
 * createdAt: they read as a new lead of one enquiry (enquiries.ts), and bootstrap fills the rest.
 */
export interface EnquiryDoc extends EnquiryInput {
  _id: ObjectId;
  createdAt: Date;
  status?: LeadStatus;
  assignee?: string;
  notes?: { text: string; author: string; at: Date }[];
  count?: number;
  lastAt?: Date;
  /** Written before merged enquiries were kept whole; read only (the Lead's `earlier`). */
  earlier?: { message?: string; kind: EnquiryKind; at: Date }[];
  /** The enquiries merged after the lead's own, each whole, newest first (LEAD_EARLIER_MAX at most). */
  merged?: (EnquiryInput & { _id: ObjectId; at: Date })[];
  /** Merged enquiries dropped from `merged` at its bound (the oldest; each is in the lead's audit). */
  mergedDropped?: number;
  /** When the lead's own enquiry was sent, written only for a lead that has `earlier` (else createdAt). */
  sentAt?: Date;
  /** Who sent it, normalised (lower-case e-mail, phone digits): what a duplicate is found by. */
  emailKey?: string;
  phoneKey?: string;
  /** When the agency first answered: the first move on from new, or the first note (reports). */
  firstResponseAt?: Date;
  /** The furthest pipeline stage reached (FUNNEL_STAGES' index): a lead marked lost keeps it (reports). */
  reached?: number;
  /** What it is about (`property:<slug>`, `area:<key>`, `vr:<id>`, or `kind:<kind>` when about nothing). */
  topicKey?: string;
  updatedAt?: Date;
}

export interface AuditDoc {
  _id: ObjectId;
  target: AuditTarget;
  targetId: ObjectId;
  label: string;
  action: AuditEntry['action'];
  actor: string;
  at: Date;
  changes: AuditChange[];
}

export interface MetaDoc {
  _id: string;
  at: Date;
  /** `content-version`: the version pages are cached by (content-version.ts). */
  v?: string;
  /** `property-clock`: the last second a property id was stamped with (properties.ts). */
  second?: number;
  /** `lead-routing`: where general enquiries go, and the round-robin's turn (lead-routing.ts). */
  mode?: LeadRoutingMode;
  turn?: number;
}

/** A currency's rate as the agency set it (currency-rates.ts): one record per currency. */
export interface CurrencyRateDoc {
  _id: ObjectId;
  currency: Currency;
  aedPerUnit: number;
  setAt: Date;
}

export function collections(db: Db) {
  return {
    emirates: db.collection<EmirateDoc>('emirates'),
    areas: db.collection<AreaDoc>('areas'),
    properties: db.collection<PropertyDoc>('properties'),
    vrcards: db.collection<VrCardDoc>('vrcards'),
    agents: db.collection<AgentDoc>('agents'),
    admins: db.collection<AdminDoc>('admins'),
    passwordResets: db.collection<PasswordResetDoc>('password_resets'),
    revokedSessions: db.collection<RevokedSessionDoc>('revoked_sessions'),
    enquiries: db.collection<EnquiryDoc>('enquiries'),
    audit: db.collection<AuditDoc>('audit'),
    meta: db.collection<MetaDoc>('meta'),
    currencyRates: db.collection<CurrencyRateDoc>('currency_rates'),
  };
}
export type Collections = ReturnType<typeof collections>;

/** Indexes an earlier version created and the current one replaced. */
const RETIRED_PROPERTY_INDEXES = ['search_emirate', 'search_area'];
/** A lead is now found by e-mail and phone together: the e-mail index serves it. */
const RETIRED_ENQUIRY_INDEXES = ['dup_phone'];

export async function ensureIndexes(db: Db): Promise<void> {
  const c = collections(db);
  // Absent on a fresh database (or collection): nothing to drop then.
  for (const name of RETIRED_PROPERTY_INDEXES) await c.properties.dropIndex(name).catch(() => undefined);
  for (const name of RETIRED_ENQUIRY_INDEXES) await c.enquiries.dropIndex(name).catch(() => undefined);
  await Promise.all([
    ensureAlertIndexes(db),
    ensureListingViewIndexes(db),
    c.emirates.createIndexes([
      { key: { slug: 1 }, name: 'slug_unique', unique: true },
      { key: { order: 1 }, name: 'order' },
    ]),
    c.areas.createIndexes([
      { key: { emirate: 1, key: 1 }, name: 'emirate_key_unique', unique: true },
      { key: { key: 1 }, name: 'key' },
    ]),
    c.properties.createIndexes([
      { key: { slug: 1 }, name: 'slug_unique', unique: true },
      // Sparse: a property stored before references existed has none until bootstrap gives it one.
      { key: { ref: 1 }, name: 'ref_unique', unique: true, sparse: true },
      { key: { areaName: 1, createdAt: 1 }, name: 'area_created' },
      { key: { for: 1, price: 1, house_name: 1 }, name: 'search_purpose_price' },
      // Each search index ends with the search's sort (price, house_name; _id breaks ties), so a page is
      // read in order from the index instead of sorting every match.
      { key: { emirate: 1, for: 1, price: 1, house_name: 1 }, name: 'search_emirate_price_name' },
      { key: { areaName: 1, for: 1, price: 1, house_name: 1 }, name: 'search_area_price_name' },
      // The editor's outlier warning: the median price of the listings like one (price-median.ts).
      {
        key: { areaName: 1, for: 1, house_type: 1, bedrooms: 1, price: 1 },
        name: 'area_purpose_type_beds_price',
      },
      // The search with filters (property-search.ts): purpose and status, then each sort's field, so a
      // page is read in its order; a price bound narrows browse_price's slice.
      { key: { for: 1, status: 1, price: 1 }, name: 'browse_price' },
      { key: { for: 1, status: 1, priceOrder: 1 }, name: 'browse_price_order' },
      { key: { for: 1, status: 1, createdAt: 1 }, name: 'browse_newest' },
      { key: { for: 1, status: 1, pricePerSqft: 1 }, name: 'browse_price_per_sqft' },
      { key: { for: 1, status: 1, area: 1 }, name: 'browse_size' },
      // The search alerts' job: the listings of a purpose and status listed or re-priced since a time.
      { key: { for: 1, status: 1, pricedAt: 1 }, name: 'alerts_priced' },
      // An agent's listings count (and, later, their listings page).
      { key: { agent: 1, createdAt: 1 }, name: 'agent_created' },
      // The admin listings table: one index per sortable column (its sort, `_id` breaking ties), so a
      // page is read in order from the index and filtered on the way, and a status filter has its own.
      { key: { createdAt: 1, _id: 1 }, name: 'admin_listed' },
      { key: { price: 1, _id: 1 }, name: 'admin_price' },
      { key: { house_name: 1, _id: 1 }, name: 'admin_name' },
      { key: { area: 1, _id: 1 }, name: 'admin_size' },
      { key: { status: 1, createdAt: 1 }, name: 'admin_status_listed' },
    ]),
    c.agents.createIndexes([
      { key: { slug: 1 }, name: 'slug_unique', unique: true },
      { key: { active: 1, order: 1 }, name: 'active_order' },
    ]),
    c.vrcards.createIndexes([{ key: { order: 1 }, name: 'order' }]),
    c.admins.createIndexes([
      { key: { username: 1 }, name: 'username_unique', unique: true },
      { key: { email: 1 }, name: 'email' },
    ]),
    c.passwordResets.createIndexes([
      { key: { tokenHash: 1 }, name: 'token_hash_unique', unique: true },
      { key: { adminId: 1 }, name: 'admin' },
    ]),
    c.enquiries.createIndexes([
      { key: { createdAt: -1 }, name: 'created' },
      // The inbox's pages (newest activity first), by status or all, and the new-leads count.
      { key: { lastAt: -1, _id: -1 }, name: 'last' },
      { key: { status: 1, lastAt: -1, _id: -1 }, name: 'status_last' },
      // An agent's seat reads only its own leads: their inbox pages and new-leads count.
      { key: { assignee: 1, lastAt: -1, _id: -1 }, name: 'assignee_last' },
      // Finding the open lead a duplicate merges into (same e-mail and phone, topic).
      { key: { emailKey: 1, topicKey: 1, lastAt: -1 }, name: 'dup_email' },
      // The privacy notice (/privacy): a lead is deleted 24 months after our last contact (any
      // enquiry, status change or note sets updatedAt).
      { key: { updatedAt: 1 }, name: 'retention', expireAfterSeconds: PERSONAL_DATA_RETENTION_S },
    ]),
    c.audit.createIndexes([
      { key: { target: 1, targetId: 1, at: -1, _id: -1 }, name: 'target_at' },
      // The audit log across records: newest first, by person, by kind of record, or neither.
      { key: { at: -1, _id: -1 }, name: 'log_at' },
      { key: { actor: 1, at: -1, _id: -1 }, name: 'log_actor_at' },
      { key: { target: 1, at: -1, _id: -1 }, name: 'log_target_at' },
      // A lead's history names the visitor: it goes when the lead would (a listing's with it).
      { key: { at: 1 }, name: 'retention', expireAfterSeconds: PERSONAL_DATA_RETENTION_S },
    ]),
    c.currencyRates.createIndexes([{ key: { currency: 1 }, name: 'currency_unique', unique: true }]),
    // RateLimiterMongo's own indexes (same keys and names): one counter per key, gone when its window ends.
    db.collection(RATE_LIMIT_COLLECTION).createIndexes([
      { key: { key: 1 }, name: 'key_1', unique: true },
      { key: { expire: -1 }, name: 'expire_-1', expireAfterSeconds: 0 },
    ]),
    // An account's sign-in turn and waiting places (login-turns.ts): gone once their lease has ended.
    db
      .collection(LOGIN_TURNS)
      .createIndexes([{ key: { until: 1 }, name: 'until_ttl', expireAfterSeconds: 0 }]),
    // Variant look-ups (every ?w= request, and claim waiters polling).
    db
      .collection('images.files')
      .createIndexes([{ key: { 'metadata.variantOf': 1, 'metadata.width': 1 }, name: 'variant_of_width' }]),
    // Claims of a maker that died are taken over after VARIANT_CLAIM_STALE_MS; TTL clears the rest.
    db
      .collection(VARIANT_CLAIMS)
      .createIndexes([
        { key: { at: 1 }, name: 'at_ttl', expireAfterSeconds: (2 * VARIANT_CLAIM_STALE_MS) / 1000 },
      ]),
  ]);
}
