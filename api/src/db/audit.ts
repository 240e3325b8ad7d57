/**
 * The audit trail: who changed which listing, lead or agent, when, and which fields (old → new).
 * Written by the server after each admin write; each entry is bounded (AUDIT_CHANGES_MAX fields, each
 * value cut to AUDIT_VALUE_MAX characters), and a read answers AUDIT_READ_MAX entries at most.
 */
import type { Db, ObjectId } from 'mongodb';
import {
  AUDIT_CHANGES_MAX,
  AUDIT_READ_MAX,
  AUDIT_VALUE_MAX,
  type AuditChange,
  type AuditEntry,
  type AuditTarget,
} from '@manzil/contract';
import { collections, type AgentDoc, type AuditDoc, type PropertyDoc } from './collections';

/** A value as the trail shows it: text, cut to the bound ('' for none). */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value) ?? '';
  else text = String(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

/**
 * A record with its texts in other languages as fields of their own (`translations.ar.house_name`),
 * so a changed Arabic text is recorded as its English one is, field by field.
 */
function withTextFields(record: Record<string, unknown> | null): Record<string, unknown> | null {
  const translations = record?.translations;
  if (!record || typeof translations !== 'object' || translations === null) return record;
  const { translations: _nested, ...rest } = record;
  const flat: Record<string, unknown> = rest;
  for (const [locale, texts] of Object.entries(translations as Record<string, unknown>))
    if (typeof texts === 'object' && texts !== null)
      for (const [field, text] of Object.entries(texts)) flat[`translations.${locale}.${field}`] = text;
  return flat;
}

/** The fields that differ between two records (either may be absent), in a stable order, bounded. */
export function diffFields(
  beforeRecord: Record<string, unknown> | null,
  afterRecord: Record<string, unknown> | null,
  ignore: readonly string[] = [],
): AuditChange[] {
  const before = withTextFields(beforeRecord);
  const after = withTextFields(afterRecord);
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of [...keys].sort()) {
    if (ignore.includes(field)) continue;
    // Compared in full (a change past the cut still counts), stored cut.
    const a = before?.[field];
    const b = after?.[field];
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    changes.push({ field, from: auditValue(a), to: auditValue(b) });
    if (changes.length === AUDIT_CHANGES_MAX) break;
  }
  return changes;
}

export interface AuditWrite {
  target: AuditTarget;
  targetId: ObjectId;
  label: string;
  action: AuditEntry['action'];
  actor: string;
  changes: AuditChange[];
  at?: Date;
}

export async function recordAudit(db: Db, entry: AuditWrite): Promise<void> {
  // An update that changed nothing leaves no entry.
  if (entry.action === 'update' && entry.changes.length === 0) return;
  await collections(db).audit.insertOne({
    target: entry.target,
    targetId: entry.targetId,
    label: auditValue(entry.label),
    action: entry.action,
    actor: auditValue(entry.actor),
    at: entry.at ?? new Date(),
    changes: entry.changes.slice(0, AUDIT_CHANGES_MAX),
  } as AuditDoc);
}

/** Bookkeeping fields every write touches: not changes an admin made. */
const PROPERTY_IGNORED = ['_id', 'createdAt', 'updatedAt'];

/**
 * Records an admin's write to a listing: `before` null for an add, `after` null for a delete. Exported
 * for every route that writes properties (single and bulk); an audit failure is logged, never undoes
 * or fails the write already made.
 */
export async function auditPropertyWrite(
  db: Db,
  actor: string,
  before: PropertyDoc | null | undefined,
  after: PropertyDoc | null | undefined,
): Promise<void> {
  const doc = after ?? before;
  if (!doc) return;
  const action = !before ? 'create' : !after ? 'delete' : 'update';
  const changes =
    action === 'delete'
      ? []
      : diffFields(
          before as Record<string, unknown> | null,
          after as unknown as Record<string, unknown>,
          PROPERTY_IGNORED,
        );
  await recordAudit(db, {
    target: 'property',
    targetId: doc._id,
    label: doc.house_name,
    action,
    actor,
    changes,
  }).catch((err: unknown) => console.error('[api] could not record the audit of a listing write:', err));
}

/** An agent's bookkeeping fields (the order is the server's, not the admin's). */
const AGENT_IGNORED = ['_id', 'updatedAt', 'order'];

/**
 * Records an admin's add or edit of an agent: `before` null for an add. Like a listing's, a failed
 * audit is logged and never undoes the write.
 */
export async function auditAgentWrite(
  db: Db,
  actor: string,
  before: AgentDoc | null,
  after: AgentDoc,
): Promise<void> {
  await recordAudit(db, {
    target: 'agent',
    targetId: after._id,
    label: after.name,
    action: before ? 'update' : 'create',
    actor,
    changes: diffFields(
      before as unknown as Record<string, unknown> | null,
      after as unknown as Record<string, unknown>,
      AGENT_IGNORED,
    ),
  }).catch((err: unknown) => console.error('[api] could not record the audit of an agent write:', err));
}

/** Entries one insert writes at most: a retire that moves thousands of listings writes in batches. */
export const AUDIT_BATCH = 500;

/**
 * Records a retire: one entry on the agent (active, and who took over how many listings) and one on
 * each listing moved, naming the agent it had and the one it has now.
 */
export async function auditAgentRetire(
  db: Db,
  actor: string,
  agent: AgentDoc,
  moved: readonly Pick<PropertyDoc, '_id' | 'house_name'>[],
  to: AgentDoc | null,
): Promise<void> {
  const at = new Date();
  const handedTo = to
    ? [{ field: 'listingsReassignedTo', from: '', to: `${to.name} (${moved.length})` }]
    : [];
  const entries: Omit<AuditDoc, '_id'>[] = [
    {
      target: 'agent',
      targetId: agent._id,
      label: auditValue(agent.name),
      action: 'retire',
      actor: auditValue(actor),
      at,
      changes: [...diffFields({ active: true }, { active: false }), ...handedTo],
    },
    ...moved.map((p) => ({
      target: 'property' as const,
      targetId: p._id,
      label: auditValue(p.house_name),
      action: 'update' as const,
      actor: auditValue(actor),
      at,
      changes: diffFields({ agent: agent.slug }, { agent: to?.slug }),
    })),
  ];
  await insertAudits(db, entries, 'an agent retire');
}

/**
 * Records a bulk write to many listings at once (one entry per listing, inserted in batches):
 * `after` gives a listing's record after the write, or null for a delete.
 */
export async function auditPropertyWrites(
  db: Db,
  actor: string,
  before: readonly PropertyDoc[],
  after: (doc: PropertyDoc) => PropertyDoc | null,
): Promise<void> {
  const at = new Date();
  const entries: Omit<AuditDoc, '_id'>[] = [];
  for (const doc of before) {
    const next = after(doc);
    const changes = next
      ? diffFields(
          doc as unknown as Record<string, unknown>,
          next as unknown as Record<string, unknown>,
          PROPERTY_IGNORED,
        )
      : [];
    if (next && changes.length === 0) continue;
    entries.push({
      target: 'property',
      targetId: doc._id,
      label: auditValue(doc.house_name),
      action: next ? 'update' : 'delete',
      actor: auditValue(actor),
      at,
      changes,
    });
  }
  await insertAudits(db, entries, 'a bulk listing write');
}

async function insertAudits(db: Db, entries: Omit<AuditDoc, '_id'>[], what: string): Promise<void> {
  try {
    for (let i = 0; i < entries.length; i += AUDIT_BATCH)
      await collections(db).audit.insertMany(entries.slice(i, i + AUDIT_BATCH) as AuditDoc[], {
        ordered: false,
      });
  } catch (err) {
    console.error(`[api] could not record the audit of ${what}:`, err);
  }
}

export const toAuditEntry = (d: AuditDoc): AuditEntry => ({
  _id: d._id.toHexString(),
  target: d.target,
  targetId: d.targetId.toHexString(),
  label: d.label,
  action: d.action,
  actor: d.actor,
  at: d.at.toISOString(),
  changes: d.changes,
});

/** One listing's, lead's or agent's trail, newest first (index `target_at`). */
export const listAudit = (db: Db, target: AuditTarget, targetId: ObjectId): Promise<AuditDoc[]> =>
  collections(db).audit.find({ target, targetId }).sort({ at: -1, _id: -1 }).limit(AUDIT_READ_MAX).toArray();
