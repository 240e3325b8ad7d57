/**
 * The audit log across records: every entry newest first, filtered by who, which kind of record, its
 * name and dates, and each change said in words (a field's name, an agent's or area's name instead of
 * its slug, a price in AED, a list instead of JSON). Paged by skip within AUDIT_LOG_PAGE_SIZE × 1,000
 * entries at most; each filter has an index that reads the page in order (collections.ts).
 */
import type { Db, Filter } from 'mongodb';
import {
  AUDIT_LOG_PAGE_SIZE,
  FURNISHING_LABELS,
  LEAD_STATUS_LABELS,
  LISTING_STATUS_LABELS,
  RENT_PERIOD_LABELS,
  SEAT_ROLE_LABELS,
  handoverLabel,
  isHandoverQuarter,
  titleFromSlug,
  type AuditLogChange,
  type AuditLogEntry,
  type AuditLogFilter,
  type AuditTarget,
} from '@manzil/contract';
import { AGENTS_MAX } from './agents';
import { collections, type AuditDoc } from './collections';
import { toAuditEntry } from './audit';

const DAY_MS = 86_400_000;
const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dubaiDayStart = (day: string): Date => new Date(`${day}T00:00:00+04:00`);

export function auditLogFilter(f: AuditLogFilter): Filter<AuditDoc> {
  const query: Filter<AuditDoc> = {};
  if (f.actor) query.actor = f.actor;
  if (f.target) query.target = f.target;
  if (f.q) query.label = new RegExp(escapeRegex(f.q), 'i');
  if (f.from || f.to)
    query.at = {
      ...(f.from && { $gte: dubaiDayStart(f.from) }),
      ...(f.to && { $lt: new Date(dubaiDayStart(f.to).getTime() + DAY_MS) }),
    };
  return query;
}

/** One page of the log (newest first) and whether an older page exists. */
export async function findAuditLog(
  db: Db,
  filter: AuditLogFilter,
  page: number,
): Promise<{ docs: AuditDoc[]; more: boolean }> {
  const docs = await collections(db)
    .audit.find(auditLogFilter(filter))
    .sort({ at: -1, _id: -1 })
    .skip((page - 1) * AUDIT_LOG_PAGE_SIZE)
    .limit(AUDIT_LOG_PAGE_SIZE + 1)
    .toArray();
  return { docs: docs.slice(0, AUDIT_LOG_PAGE_SIZE), more: docs.length > AUDIT_LOG_PAGE_SIZE };
}

/** The names slugs and keys stand for, read once per page. */
export interface AuditNames {
  agents: Map<string, string>;
  areas: Map<string, string>;
  emirates: Map<string, string>;
}

export async function auditNames(db: Db): Promise<AuditNames> {
  const c = collections(db);
  const [agents, areas, emirates] = await Promise.all([
    c.agents
      .find({}, { projection: { slug: 1, name: 1 } })
      .limit(AGENTS_MAX * 5)
      .toArray(),
    c.areas
      .find({}, { projection: { key: 1, name: 1 } })
      .limit(5_000)
      .toArray(),
    c.emirates
      .find({}, { projection: { slug: 1, name: 1 } })
      .limit(100)
      .toArray(),
  ]);
  return {
    agents: new Map(agents.map((a) => [a.slug, a.name])),
    areas: new Map(areas.map((a) => [a.key, a.name])),
    emirates: new Map(emirates.map((e) => [e.slug, e.name])),
  };
}

const FIELD_LABELS: Record<string, string> = {
  house_name: 'Name',
  house_type: 'Type',
  for: 'Purpose',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  parking: 'Parking',
  location: 'Location',
  address: 'Address',
  area: 'Size (sqft)',
  discription: 'Overview',
  description: 'Description',
  price: 'Price',
  imageurl: 'Cover photo',
  areaName: 'Area',
  emirate: 'Emirate',
  lat: 'Latitude',
  lon: 'Longitude',
  photos: 'Photos',
  status: 'Status',
  permitNumber: 'Permit number',
  agent: 'Agent',
  furnishing: 'Furnishing',
  completion: 'Completion',
  serviceCharge: 'Service charge',
  rentPeriod: 'Rent period',
  amenities: 'Amenities',
  slug: 'Web address',
  ref: 'Reference ID',
  pricePerSqft: 'Price per sqft',
  priceOrder: 'Price order',
  pricedAt: 'Priced on',
  listedAt: 'Listed on',
  assignee: 'Assigned to',
  note: 'Note',
  enquiries: 'Enquiries',
  addedName: "Sender's name",
  addedEmail: "Sender's e-mail",
  addedPhone: "Sender's phone",
  addedMessage: 'Message',
  name: 'Name',
  photo: 'Portrait',
  brn: 'BRN',
  languages: 'Languages',
  areas: 'Areas covered',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  active: 'State',
  listingsReassignedTo: 'Listings handed to',
  role: 'Role',
};

/** 'serviceCharge' → 'Service charge', for a field the table does not name. */
const fieldLabel = (field: string): string =>
  FIELD_LABELS[field] ??
  field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

const aed = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

/** A stored list ('["Pool","Gym"]'), or undefined when the value is no list (or was cut). */
function listOf(value: string): string[] | undefined {
  if (!value.startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
      : undefined;
  } catch {
    return undefined;
  }
}

const named = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? value;

/** A stored value in words, as the field of that record means it. */
export function valueInWords(target: AuditTarget, field: string, value: string, names: AuditNames): string {
  if (value === '') return 'none';
  const list = listOf(value);
  switch (field) {
    case 'price':
    case 'pricePerSqft':
      return /^\d+(\.\d+)?$/.test(value) ? `AED ${aed.format(Number(value))}` : value;
    case 'serviceCharge':
      return /^\d+(\.\d+)?$/.test(value) ? `AED ${aed.format(Number(value))} per sqft` : value;
    case 'status':
      return target === 'lead' ? named(LEAD_STATUS_LABELS, value) : named(LISTING_STATUS_LABELS, value);
    case 'furnishing':
      return named(FURNISHING_LABELS, value);
    case 'rentPeriod':
      return named(RENT_PERIOD_LABELS, value);
    case 'completion':
      return value === 'ready'
        ? 'Ready'
        : isHandoverQuarter(value)
          ? `Off-plan, handover ${handoverLabel(value)}`
          : value;
    case 'role':
      return named(SEAT_ROLE_LABELS, value.toLowerCase());
    case 'agent':
    case 'assignee':
      return names.agents.get(value) ?? titleFromSlug(value);
    case 'areaName':
      return names.areas.get(value) ?? titleFromSlug(value.replace(/_/g, '-'));
    case 'emirate':
      return names.emirates.get(value) ?? titleFromSlug(value);
    case 'areas':
      return list ? list.map((key) => names.areas.get(key) ?? key).join(', ') || 'none' : value;
    case 'photos':
      return list ? (list.length === 1 ? '1 photo' : `${list.length} photos`) : value;
    case 'imageurl':
    case 'photo':
      return 'a photo';
    case 'active':
      if (target === 'agent') return value === 'true' ? 'Active' : 'Retired';
      return value === 'true' ? 'Active' : value === 'false' ? 'Deactivated' : value;
    case 'pricedAt':
    case 'listedAt':
      return Number.isNaN(Date.parse(value)) ? value : day.format(new Date(value));
    default:
      if (list) return list.join(', ') || 'none';
      if (value === 'true') return 'Yes';
      if (value === 'false') return 'No';
      return value;
  }
}

/** Fields that are the server's bookkeeping, not what a person changed. */
const DERIVED = new Set(['pricePerSqft', 'priceOrder', 'pricedAt', 'pricedFrom', 'ref', 'slug']);

export function toAuditLogEntry(d: AuditDoc, names: AuditNames): AuditLogEntry {
  const changes: AuditLogChange[] = d.changes
    .filter((change) => !DERIVED.has(change.field))
    .map((change) => ({
      field: change.field,
      label: fieldLabel(change.field),
      from: valueInWords(d.target, change.field, change.from, names),
      to: valueInWords(d.target, change.field, change.to, names),
    }));
  return { ...toAuditEntry(d), changes };
}
