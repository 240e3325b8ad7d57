/**
 * A search alert sign-up, for `POST /api/alerts` and the search's page form (web/form-posts.ts) alike:
 * the form's checks, the limits (per client IP and per address, counted in the database like every
 * limit, and a cap of alerts per address), the pending alert, and its confirmation mail.
 */
import type { Context } from 'hono';
import {
  ALERT_LIMITS,
  ALERT_TEXTS,
  DEFAULT_SEARCH,
  hasSearch,
  readSearchQuery,
  searchQueryToParams,
  type AlertSignupInput,
} from '@manzil/contract';
import { validateAlertForm, type AlertFormErrors } from '@manzil/format';
import type { ApiDeps } from '../deps';
import { clientIp } from '../lib/client-ip';
import { claim, dbLimiter } from '../middleware/rate-limit';
import { alreadyOnMail, confirmationMail } from './mails';
import { alertCollections, mailboxKey, saveAlertSignup } from './store';

export type SignupOutcome =
  | { ok: true }
  | { ok: false; status: 400; errors: AlertFormErrors & { search?: string } }
  | { ok: false; status: 429; retryAfterS: number; msg: string }
  | { ok: false; status: 503; msg: string };

/** The search of an alert as its canonical query (page, order and list-or-map view are not part of what it matches). */
export function canonicalAlertSearch(search: string): string | undefined {
  if (search.length > ALERT_LIMITS.maxSearchLength) return undefined;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (!hasSearch(params)) return undefined;
  const { query, problems } = readSearchQuery(params);
  if (problems.length) return undefined;
  return searchQueryToParams({
    ...query,
    page: 1,
    sort: DEFAULT_SEARCH.sort,
    view: DEFAULT_SEARCH.view,
  }).toString();
}

export function alertSignup(deps: ApiDeps) {
  const { config, mailer } = deps;
  const db = deps.db.db;
  const perIp = dbLimiter(db, 'alert-ip', config.rateLimits.alertsPerIp);
  const perAddress = dbLimiter(db, 'alert-address', config.rateLimits.alertsPerAddress);

  return async function signup(c: Context, input: AlertSignupInput): Promise<SignupOutcome> {
    const errors = validateAlertForm(input);
    const search = canonicalAlertSearch(input.search);
    if (!search)
      Object.assign(errors, { search: 'This search cannot be saved: run it again, then sign up.' });
    if (Object.keys(errors).length) return { ok: false, status: 400, errors };
    const tooMany = (ms: number) =>
      ({
        ok: false,
        status: 429,
        retryAfterS: Math.max(1, Math.ceil(ms / 1000)),
        msg: ALERT_TEXTS.tooMany,
      }) as const;
    const overIp = await claim(perIp, clientIp(c, config.trustProxy));
    if (overIp) return tooMany(overIp.msBeforeNext);
    const email = input.email.trim();
    // Counted on the mailbox, so `+tags` and letter case draw on one budget.
    const overAddress = await claim(perAddress, mailboxKey(email));
    if (overAddress) return tooMany(overAddress.msBeforeNext);
    const saved = await saveAlertSignup(db, email, search!);
    if (saved.kind === 'cap') return tooMany(24 * 3600_000);
    // The answer is the same whether the mailbox had this alert or not: only its owner reads which.
    const mail =
      saved.kind === 'active'
        ? alreadyOnMail(config.publicUrl, saved.email, search!)
        : confirmationMail(config.publicUrl, email, search!, saved.token);
    try {
      await mailer.send(mail);
    } catch (err) {
      // No mail, no way to confirm: a new sign-up is undone and the visitor told to try again.
      if (saved.kind === 'pending' && !saved.repeated)
        await alertCollections(db).alerts.deleteOne({ _id: saved.id });
      console.error('[alerts] the sign-up mail could not be sent:', String(err));
      return { ok: false, status: 503, msg: ALERT_TEXTS.failed };
    }
    return { ok: true };
  };
}

/** The form's fields from a posted body (a file, or anything but text, is no value). */
export function alertInputOf(body: Record<string, unknown>): AlertSignupInput {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  return { email: text('email'), consent: text('consent'), search: text('search') };
}
