/**
 * The audit trail (issue 27.8): who changed which listing or lead, when, and which fields (old → new).
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
import { collections, type AuditDoc, type PropertyDoc } from './collections';

/** A value as the trail shows it: text, cut to the bound ('' for none). */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value) ?? '';
  else text = String(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

/** The fields that differ between two records (either may be absent), in a stable order, bounded. */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = [],
): AuditChange[] {
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

/** One listing's or lead's trail, newest first (index `target_at`). */
export const listAudit = (db: Db, target: AuditTarget, targetId: ObjectId): Promise<AuditDoc[]> =>
  collections(db).audit.find({ target, targetId }).sort({ at: -1, _id: -1 }).limit(AUDIT_READ_MAX).toArray();
