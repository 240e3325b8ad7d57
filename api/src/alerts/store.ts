/**
 * The search alerts as stored. An alert is an address and a search (its canonical
 * URL query). It is `pending` until its confirmation link is followed (double opt-in) and deleted
 * unconfirmed after ALERT_LIMITS.pendingHours (TTL index on `expiresAt`, which only a pending alert
 * has). Tokens are 32 random bytes mailed once and stored only as SHA-256 hashes: the confirmation's on
 * the alert, each mail's unsubscribe token on the record of that mail (`alert_mails`), which is also
 * the record of what was sent (a home at a price is mailed once per alert); the alert's `mailedAt`
 * keeps its mails a period apart (job.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Db, ObjectId } from 'mongodb';
import { ALERT_LIMITS, ALERT_TOKEN_PATTERN, type Locale } from '@manzil/contract';
import { sha256Hex } from '../lib/digest';
import { isDuplicateKey } from '../lib/errors';

export interface AlertDoc {
  _id: ObjectId;
  email: string;
  /** The canonical mailbox (mailboxKey): what the per-address limits count; one alert per mailbox and search. */
  mailbox: string;
  /** The search, as searchQueryToParams writes it. */
  search: string;
  state: 'pending' | 'active';
  /** The language its mails are written in: the page's of its latest sign-up (absent: English). */
  locale?: Locale;
  confirmHash?: string;
  /** Pending only: when the unconfirmed sign-up is deleted (TTL). */
  expiresAt?: Date;
  createdAt: Date;
  confirmedAt?: Date;
  /** Homes listed or re-priced at or after this are news to the alert (advanced as mails go out). */
  since?: Date;
  /** When the job last looked at it (the job takes the longest-waiting first). */
  checkedAt?: Date;
  /** When its last mail was claimed for sending: the next one waits a whole period (ALERTS_PERIOD_MS). */
  mailedAt?: Date;
}

/** One mail of an alert: written before it is sent (see job.ts). */
export interface AlertMailDoc {
  _id: ObjectId;
  alertId: ObjectId;
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

/** Indexes an earlier version created and the current one replaced. */
const RETIRED_ALERT_INDEXES = ['email_key'];
/** One mail per alert and calendar period: two mails could come minutes apart across a boundary. */
const RETIRED_MAIL_INDEXES = ['alert_period_unique'];

export async function ensureAlertIndexes(db: Db): Promise<void> {
  const c = alertCollections(db);
  // Absent on a fresh database (or collection): nothing to drop then.
  for (const name of RETIRED_ALERT_INDEXES) await c.alerts.dropIndex(name).catch(() => undefined);
  for (const name of RETIRED_MAIL_INDEXES) await c.mails.dropIndex(name).catch(() => undefined);
  await giveOldAlertsTheirMailbox(db);
  await Promise.all([
    c.alerts.createIndexes([
      { key: { confirmHash: 1 }, name: 'confirm_hash', unique: true, sparse: true },
      // A second sign-up of a mailbox for a search is the same alert, even when both arrive at once.
      { key: { mailbox: 1, search: 1 }, name: 'mailbox_search_unique', unique: true },
      { key: { state: 1, checkedAt: 1 }, name: 'state_checked' },
      // An unconfirmed sign-up is deleted when it expires; a confirmed one has no expiresAt.
      { key: { expiresAt: 1 }, name: 'pending_ttl', expireAfterSeconds: 0 },
    ]),
    c.mails.createIndexes([
      { key: { alertId: 1, items: 1 }, name: 'alert_items' },
      { key: { tokenHash: 1 }, name: 'token_hash_unique', unique: true },
      { key: { at: 1 }, name: 'retention', expireAfterSeconds: ALERT_MAIL_RETENTION_S },
    ]),
  ]);
}

/**
 * Alerts stored before the canonical mailbox (they have a lower-cased `emailKey`) get theirs and the
 * time of their last mail, and of two
 * for one mailbox and search only one stays (the confirmed one, else the first), so the unique index
 * can be built.
 */
async function giveOldAlertsTheirMailbox(db: Db): Promise<void> {
  const { alerts, mails } = alertCollections(db);
  const old = await alerts
    .find({ mailbox: { $exists: false } })
    .sort({ _id: 1 })
    .toArray();
  for (const alert of old) {
    const mailbox = mailboxKey(alert.email);
    const twin = await alerts.findOne({ mailbox, search: alert.search });
    if (twin && (twin.state === 'active' || alert.state === 'pending')) {
      await alerts.deleteOne({ _id: alert._id });
      await mails.deleteMany({ alertId: alert._id });
      continue;
    }
    if (twin) {
      await alerts.deleteOne({ _id: twin._id });
      await mails.deleteMany({ alertId: twin._id });
    }
    // Its last mail starts its period (the earlier version counted calendar periods).
    const last = await mails.find({ alertId: alert._id }).sort({ at: -1 }).limit(1).next();
    await alerts.updateOne(
      { _id: alert._id },
      { $set: { mailbox, ...(last ? { mailedAt: last.at } : {}) }, $unset: { emailKey: '' } },
    );
  }
}

export const newAlertToken = (): string => randomBytes(32).toString('base64url');
export const isAlertToken = (value: unknown): value is string =>
  typeof value === 'string' && ALERT_TOKEN_PATTERN.test(value);

/** Domains whose mailboxes ignore dots in the local part (Gmail's own rule), and the one name of them. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as far as we can tell from outside: lower case, without a
 * `+tag` (sub-addressing, which most providers deliver to the same mailbox), and for Gmail without
 * dots in the local part and googlemail.com as gmail.com. Elsewhere dots are kept: a domain may give
 * `a.b` and `ab` to two people. What the per-address limits count and alerts are unique on.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

export type AlertSignupResult =
  /** A new pending alert, or a pending one given a fresh confirmation token: mail the token. */
  | { kind: 'pending'; token: string; id: ObjectId; repeated: boolean }
  /** The mailbox already has this alert on; `email` is its confirmed address. */
  | { kind: 'active'; email: string }
  | { kind: 'cap' };

/**
 * Saves a sign-up of `email` for `search`. A mailbox has one alert per search: a repeated sign-up of
 * a pending alert gives it a fresh confirmation token (the earlier mail may be lost) and its full time
 * again; of a confirmed one, changes nothing. A new alert needs the mailbox to have fewer than
 * ALERT_LIMITS.searchesPerAddress. Only the token's hash is kept.
 */
export async function saveAlertSignup(
  db: Db,
  email: string,
  search: string,
  now = new Date(),
  locale: Locale = 'en',
): Promise<AlertSignupResult> {
  const { alerts } = alertCollections(db);
  const mailbox = mailboxKey(email);
  const expiresAt = new Date(now.getTime() + ALERT_LIMITS.pendingHours * 3600_000);
  // Twice at most: a parallel sign-up that inserts the alert first makes this one a repeat.
  for (let attempt = 0; ; attempt += 1) {
    const token = newAlertToken();
    const confirmHash = sha256Hex(token);
    const pending = await alerts.findOneAndUpdate(
      { mailbox, search, state: 'pending' },
      { $set: { email: email.trim(), confirmHash, expiresAt, locale } },
      { projection: { _id: 1 } },
    );
    if (pending) return { kind: 'pending', token, id: pending._id, repeated: true };
    const active = await alerts.findOne({ mailbox, search, state: 'active' }, { projection: { email: 1 } });
    if (active) return { kind: 'active', email: active.email };
    const count = await alerts.countDocuments({ mailbox }, { limit: ALERT_LIMITS.searchesPerAddress });
    if (count >= ALERT_LIMITS.searchesPerAddress) return { kind: 'cap' };
    try {
      const { insertedId } = await alerts.insertOne({
        email: email.trim(),
        mailbox,
        search,
        state: 'pending',
        locale,
        confirmHash,
        expiresAt,
        createdAt: now,
      } as AlertDoc);
      return { kind: 'pending', token, id: insertedId, repeated: false };
    } catch (err) {
      if (!isDuplicateKey(err) || attempt > 0) throw err;
    }
  }
}

/**
 * Turns the pending alert of a confirmation token on: homes from now on are news to it. Single use (the
 * hash is removed in the same conditional write). Undefined for an unknown, used or expired token.
 */
export async function confirmAlert(db: Db, token: string, now = new Date()): Promise<AlertDoc | undefined> {
  if (!isAlertToken(token)) return undefined;
  const doc = await alertCollections(db).alerts.findOneAndUpdate(
    { confirmHash: sha256Hex(token), state: 'pending', expiresAt: { $gt: now } },
    {
      $set: { state: 'active', confirmedAt: now, since: now, checkedAt: now },
      $unset: { confirmHash: '', expiresAt: '' },
    },
    { returnDocument: 'after' },
  );
  return doc ?? undefined;
}

/** Whether an unsubscribe token still names an alert (its page says so before offering to stop it). */
export async function isAlertRunning(db: Db, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false;
  const c = alertCollections(db);
  const mail = await c.mails.findOne({ tokenHash: sha256Hex(token) }, { projection: { alertId: 1 } });
  return !!mail && (await c.alerts.countDocuments({ _id: mail.alertId }, { limit: 1 })) === 1;
}

/**
 * Stops the alert whose mail carried this unsubscribe token: the alert and the records of its mails
 * are deleted (nothing about it is kept). False when the token is unknown (or the alert already gone).
 */
export async function unsubscribeAlert(db: Db, token: string): Promise<boolean> {
  if (!isAlertToken(token)) return false;
  const c = alertCollections(db);
  const mail = await c.mails.findOne({ tokenHash: sha256Hex(token) }, { projection: { alertId: 1 } });
  if (!mail) return false;
  const { deletedCount } = await c.alerts.deleteOne({ _id: mail.alertId });
  await c.mails.deleteMany({ alertId: mail.alertId });
  return deletedCount === 1;
}
