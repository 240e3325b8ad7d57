/**
 * The search alerts' job: mails each confirmed alert the homes listed or re-priced since it last looked
 * that match its search, at most one mail per alert and period (ALERTS_PERIOD_MS, a day: what the mails
 * promise), counted from the alert's last mail, each home at a price once.
 *
 * One worker at a time across the cluster: a run holds a lease document (`job_leases`) that expires, so
 * a worker that dies mid-run hands over after the lease ends. A run is bounded (ALERT_LIMITS: alerts
 * looked at, mails sent, homes per mail).
 *
 * No double sends, across restarts and even two runs at once (two instances, a lease that ran out):
 * a mail is claimed first, by one conditional write that sets the alert's `mailedAt` only when its last
 * mail is at least a period old, so one run wins; then its record (the homes it lists) is written, and
 * a home already in a record of the alert is not mailed again. A crash after the claim and before the
 * send loses that one mail rather than sending it twice; a send that fails gives the claim back and
 * removes its record, so the next run tries again.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from 'mongodb';
import { ALERT_LIMITS, readSearchQuery } from '@manzil/contract';
import { jobRan } from '../lib/metrics';
import { collections, type PropertyDoc } from '../db/collections';
import { searchFilter } from '../db/property-search';
import { isDuplicateKey } from '../lib/errors';
import type { Mailer } from '../lib/mailer';
import { placeNameIn } from './signup';
import { alertMail } from './mails';
import { homePlaces } from './places';
import { sha256Hex } from '../lib/digest';
import { alertCollections, newAlertToken, type AlertDoc } from './store';

export interface AlertJobDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** At most one mail per alert in any period of this length (a day), from its last mail. */
  periodMs: number;
}

export interface AlertRunLimits {
  alertsPerRun: number;
  mailsPerRun: number;
  homesPerMail: number;
}

const DEFAULT_LIMITS: AlertRunLimits = {
  alertsPerRun: ALERT_LIMITS.alertsPerRun,
  mailsPerRun: ALERT_LIMITS.mailsPerRun,
  homesPerMail: ALERT_LIMITS.homesPerMail,
};

export interface AlertRun {
  checked: number;
  mailed: number;
}

export const homeKey = (home: Pick<PropertyDoc, '_id' | 'price'>): string =>
  `${home._id.toHexString()}:${home.price}`;

/** Mails one alert its news, if it has any and its last mail is a period old. True when a mail went out. */
async function mailAlert(
  deps: AlertJobDeps,
  alert: AlertDoc,
  now: Date,
  limits: AlertRunLimits,
): Promise<boolean> {
  const { db } = deps;
  const c = alertCollections(db);
  const periodStart = new Date(now.getTime() - deps.periodMs);
  if (alert.mailedAt && alert.mailedAt > periodStart) return false;
  const { query } = readSearchQuery(new URLSearchParams(alert.search));
  const filter = await searchFilter(db, query);
  if (!filter) return false;
  const since = alert.since ?? alert.confirmedAt ?? now;
  const candidates = await collections(db)
    .properties.find({ ...filter, pricedAt: { $gte: since, $lte: now } })
    .sort({ pricedAt: 1, _id: 1 })
    .limit(limits.homesPerMail * 3)
    .toArray();
  if (!candidates.length) return false;
  const keys = candidates.map(homeKey);
  const sent = new Set(
    (
      await c.mails.find({ alertId: alert._id, items: { $in: keys } }, { projection: { items: 1 } }).toArray()
    ).flatMap((mail) => mail.items),
  );
  const fresh = candidates.filter((home) => !sent.has(homeKey(home))).slice(0, limits.homesPerMail);
  const last = (fresh.length ? fresh : candidates).at(-1)!;
  const advance = () => c.alerts.updateOne({ _id: alert._id }, { $max: { since: last.pricedAt ?? since } });
  if (!fresh.length) {
    // Everything looked at was mailed before: look past it next time.
    await advance();
    return false;
  }
  // The claim: of runs at once, one sets mailedAt; the others find it less than a period old.
  const claimed = await c.alerts.findOneAndUpdate(
    {
      _id: alert._id,
      state: 'active',
      $or: [{ mailedAt: { $exists: false } }, { mailedAt: { $lte: periodStart } }],
    },
    { $set: { mailedAt: now } },
    { projection: { mailedAt: 1 } },
  );
  if (!claimed) return false;
  const token = newAlertToken();
  const { insertedId: recordId } = await c.mails.insertOne({
    alertId: alert._id,
    items: fresh.map(homeKey),
    tokenHash: sha256Hex(token),
    state: 'sending',
    at: now,
  } as never);
  const locale = alert.locale ?? 'en';
  const [place, placeOf] = await Promise.all([
    placeNameIn(db, query.location, locale),
    homePlaces(db, locale),
  ]);
  try {
    await deps.mailer.send(
      alertMail(deps.publicUrl, alert.email, alert.search, fresh, token, locale, place, placeOf),
    );
  } catch (err) {
    await c.mails.deleteOne({ _id: recordId });
    await c.alerts.updateOne(
      { _id: alert._id, mailedAt: now },
      claimed.mailedAt ? { $set: { mailedAt: claimed.mailedAt } } : { $unset: { mailedAt: '' } },
    );
    console.error(`[alerts] mail of alert ${alert._id.toHexString()} failed, retried next run:`, String(err));
    return false;
  }
  await c.mails.updateOne({ _id: recordId }, { $set: { state: 'sent' } });
  await advance();
  return true;
}

/** One run over the active alerts, the longest-waiting first, within `limits`. */
export async function runAlerts(
  deps: AlertJobDeps,
  now = new Date(),
  limits: AlertRunLimits = DEFAULT_LIMITS,
): Promise<AlertRun> {
  const { alerts } = alertCollections(deps.db);
  const due = await alerts
    .find({ state: 'active' })
    .sort({ checkedAt: 1, _id: 1 })
    .limit(limits.alertsPerRun)
    .toArray();
  const run: AlertRun = { checked: 0, mailed: 0 };
  for (const alert of due) {
    if (run.mailed >= limits.mailsPerRun) break;
    run.checked += 1;
    await alerts.updateOne({ _id: alert._id }, { $set: { checkedAt: now } });
    if (await mailAlert(deps, alert, now, limits)) run.mailed += 1;
  }
  return run;
}

const ALERT_LEASE = 'search-alerts';
/** Longer than a bounded run takes; a worker that dies holding it hands over when it ends. */
export const ALERT_LEASE_MS = 10 * 60_000;

/** Takes (or renews) the lease `name` for `owner` unless another holds it unexpired. */
export async function takeLease(
  db: Db,
  name: string,
  owner: string,
  now: Date,
  ms: number,
): Promise<boolean> {
  const { leases } = alertCollections(db);
  try {
    const doc = await leases.findOneAndUpdate(
      { _id: name, $or: [{ until: { $lte: now } }, { owner }] },
      { $set: { owner, until: new Date(now.getTime() + ms) } },
      { upsert: true, returnDocument: 'after' },
    );
    return doc?.owner === owner;
  } catch (err) {
    // Held by another: the upsert's insert met the existing document.
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

export async function releaseLease(db: Db, name: string, owner: string): Promise<void> {
  await alertCollections(db).leases.updateOne({ _id: name, owner }, { $set: { until: new Date(0) } });
}

/**
 * Runs the job every `intervalMs` in this process when it gets the lease. Returns a stop function.
 * The interval comes from the server's environment only (ALERTS_INTERVAL_MS): nothing from outside can
 * start a run.
 */
export function startAlertJob(deps: AlertJobDeps, intervalMs: number): () => void {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await takeLease(deps.db, ALERT_LEASE, owner, new Date(), ALERT_LEASE_MS)))
        return jobRan('alerts', 'skipped');
      try {
        const run = await runAlerts(deps);
        jobRan('alerts', 'ok');
        if (run.mailed)
          console.log(`[alerts] ${run.mailed} alert mails sent (${run.checked} alerts looked at)`);
      } finally {
        await releaseLease(deps.db, ALERT_LEASE, owner);
      }
    } catch (err) {
      jobRan('alerts', 'failed');
      console.error('[alerts] run failed:', err instanceof Error ? err.message : String(err));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
