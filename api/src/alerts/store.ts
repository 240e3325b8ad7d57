/**
 * The search alerts as stored (issue 26, item 6). An alert is an address and a search (its canonical
 * URL query). It is `pending` until its confirmation link is followed (double opt-in) and deleted
 * unconfirmed after ALERT_LIMITS.pendingHours (TTL index on `expiresAt`, which only a pending alert
 * has). Tokens are 32 random bytes mailed once and stored only as SHA-256 hashes: the confirmation's on
 * the alert, each mail's unsubscribe token on the record of that mail (`alert_mails`), which is also
 * the record of what was sent (a home at a price is mailed once per alert) and of the one mail per
 * period (unique index on alert and period).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db, ObjectId } from 'mongodb';
import { ALERT_LIMITS, ALERT_TOKEN_PATTERN } from '@manzil/contract';

export interface AlertDoc {
  _id: ObjectId;
  email: string;
  /** Lower-case address: what the per-address cap counts. */
  emailKey: string;
  /** The search, as searchQueryToParams writes it. */
  search: string;
  state: 'pending' | 'active';
  confirmHash?: string;
  /** Pending only: when the unconfirmed sign-up is deleted (TTL). */
  expiresAt?: Date;
  createdAt: Date;
  confirmedAt?: Date;
  /** Homes listed or re-priced at or after this are news to the alert (advanced as mails go out). */
  since?: Date;
  /** When the job last looked at it (the job takes the longest-waiting first). */
  checkedAt?: Date;
}

/** One mail of an alert: written before it is sent (see job.ts). */
export interface AlertMailDoc {
  _id: ObjectId;
  alertId: ObjectId;
  /** The period it was sent in (`floor(time / ALERTS_PERIOD_MS)`): one mail per alert and period. */
  period: number;
  /** `<listing id>:<price>` of each home it lists. */
  items: string[];
  /** SHA-256 of its unsubscribe token. */
  tokenHash: string;
  state: 'sending' | 'sent';
  at: Date;
}

export interface JobLeaseDoc {
  _id: string;
  owner: string;
  until: Date;
}

/** How long a mail's record (and so its unsubscribe link) is kept: about 13 months. */
export const ALERT_MAIL_RETENTION_S = 400 * 24 * 60 * 60;

export function alertCollections(db: Db) {
  return {
    alerts: db.collection<AlertDoc>('alerts'),
    mails: db.collection<AlertMailDoc>('alert_mails'),
    leases: db.collection<JobLeaseDoc>('job_leases'),
  };
}

export async function ensureAlertIndexes(db: Db): Promise<void> {
  const c = alertCollections(db);
  await Promise.all([
    c.alerts.createIndexes([
      { key: { confirmHash: 1 }, name: 'confirm_hash', unique: true, sparse: true },
      { key: { emailKey: 1 }, name: 'email_key' },
      { key: { state: 1, checkedAt: 1 }, name: 'state_checked' },
      // An unconfirmed sign-up is deleted when it expires; a confirmed one has no expiresAt.
      { key: { expiresAt: 1 }, name: 'pending_ttl', expireAfterSeconds: 0 },
    ]),
    c.mails.createIndexes([
      { key: { alertId: 1, period: 1 }, name: 'alert_period_unique', unique: true },
      { key: { alertId: 1, items: 1 }, name: 'alert_items' },
      { key: { tokenHash: 1 }, name: 'token_hash_unique', unique: true },
      { key: { at: 1 }, name: 'retention', expireAfterSeconds: ALERT_MAIL_RETENTION_S },
    ]),
  ]);
}

export const hashAlertToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newAlertToken = (): string => randomBytes(32).toString('base64url');
export const isAlertToken = (value: unknown): value is string =>
  typeof value === 'string' && ALERT_TOKEN_PATTERN.test(value);

export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

export type CreateAlertResult = { ok: true; token: string; id: ObjectId } | { ok: false; reason: 'cap' };

/**
 * A pending alert for `email` and `search`, unless the address already has ALERT_LIMITS.searchesPerAddress
 * alerts (pending or active). Returns the confirmation token (only its hash is kept).
 */
export async function createPendingAlert(
  db: Db,
  email: string,
  search: string,
  now = new Date(),
): Promise<CreateAlertResult> {
  const { alerts } = alertCollections(db);
  const emailKey = emailKeyOf(email);
  const count = await alerts.countDocuments({ emailKey }, { limit: ALERT_LIMITS.searchesPerAddress });
  if (count >= ALERT_LIMITS.searchesPerAddress) return { ok: false, reason: 'cap' };
  const token = newAlertToken();
  const { insertedId } = await alerts.insertOne({
    email: email.trim(),
    emailKey,
    search,
    state: 'pending',
    confirmHash: hashAlertToken(token),
    expiresAt: new Date(now.getTime() + ALERT_LIMITS.pendingHours * 3600_000),
    createdAt: now,
  } as AlertDoc);
  return { ok: true, token, id: insertedId };
}

/**
 * Turns the pending alert of a confirmation token on: homes from now on are news to it. Single use (the
 * hash is removed in the same conditional write). Undefined for an unknown, used or expired token.
 */
export async function confirmAlert(db: Db, token: string, now = new Date()): Promise<AlertDoc | undefined> {
  if (!isAlertToken(token)) return undefined;
  const doc = await alertCollections(db).alerts.findOneAndUpdate(
    { confirmHash: hashAlertToken(token), state: 'pending', expiresAt: { $gt: now } },
    {
      $set: { state: 'active', confirmedAt: now, since: now, checkedAt: now },
      $unset: { confirmHash: '', expiresAt: '' },
    },
    { returnDocument: 'after' },
  );
  return doc ?? undefined;
}

/**
 * Stops the alert whose mail carried this unsubscribe token: the alert and the records of its mails
 * are deleted (nothing about it is kept). False when the token is unknown (or the alert already gone).
 */
export async function unsubscribeAlert(db: Db, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false;
  const c = alertCollections(db);
  const mail = await c.mails.findOne({ tokenHash: hashAlertToken(token) }, { projection: { alertId: 1 } });
  if (!mail) return false;
  const { deletedCount } = await c.alerts.deleteOne({ _id: mail.alertId });
  await c.mails.deleteMany({ alertId: mail.alertId });
  return deletedCount === 1;
}
