/**
 * A search alert sign-up, for `POST /api/alerts` and the search's page form (web/form-posts.ts) alike:
 * the form's checks, the limits (per client IP and per address, counted in the database like every
 * limit, and a cap of alerts per address), the pending alert, and its confirmation mail.
 */
import type { Context } from 'hono';
import type { Db } from 'mongodb';
import {
  ALERT_LIMITS,
  ALERT_TEXTS,
  DEFAULT_SEARCH,
  contentIn,
  DEFAULT_LOCALE,
  hasSearch,
  LOCALES,
  readSearchQuery,
  SEARCH_KEYS,
  searchQueryToParams,
  type AlertSignupInput,
  type Locale,
} from '@manzil/contract';
import { validateAlertForm, type AlertFormErrors } from '@manzil/format';
import { listAreaRefs } from '../db/areas';
import { findEmirate, placeKey, placeKeysOf } from '../db/emirates';
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

/** At most as many words as the search looks for (property-search.ts). */
const MAX_ALERT_KEYWORDS = 6;

/**
 * Keywords as words of letters and digits: the search looks for each word anyway, and what the alert's
 * mails quote and link can hold no address, link or markup.
 */
export const alertKeywords = (keywords: string): string =>
  keywords
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_ALERT_KEYWORDS)
    .join(' ');

/** The name in the database of the emirate or area a searched location names, if it names one. */
export async function knownPlace(db: Db, location: string): Promise<string | undefined> {
  const emirate = await findEmirate(db, location);
  if (emirate) return emirate.name;
  const wanted = placeKey(location);
  if (!wanted) return undefined;
  const areas = await listAreaRefs(db);
  return areas.find((a) => placeKeysOf(a).includes(wanted))?.name;
}

/** The name in `locale` of the emirate or area the database names `name` (undefined: use `name`). */
export async function placeNameIn(db: Db, name: string, locale: Locale): Promise<string | undefined> {
  if (locale === 'en' || !name) return undefined;
  const emirate = await findEmirate(db, name);
  const place = emirate ?? (await listAreaRefs(db)).find((a) => a.name === name);
  return place ? contentIn(place, 'name', locale).text : undefined;
}

/**
 * The search of an alert as its canonical query (page, order and list-or-map view are not part of what
 * it matches), its place as the database names it and its keywords as plain words, or why it cannot be
 * saved.
 */
export async function canonicalAlertSearch(
  db: Db,
  search: string,
): Promise<{ search: string } | { problem: string }> {
  const cannot = { problem: 'This search cannot be saved: run it again, then sign up.' };
  if (search.length > ALERT_LIMITS.maxSearchLength) return cannot;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (!hasSearch(params)) return cannot;
  const { query, problems } = readSearchQuery(params);
  if (problems.length) return cannot;
  const location = query.location ? await knownPlace(db, query.location) : '';
  // A place we do not list has no homes now and is not repeated in a mail in our name.
  if (location === undefined) return { problem: ALERT_TEXTS.unknownPlace };
  return {
    search: searchQueryToParams({
      ...query,
      location,
      keywords: alertKeywords(query.keywords),
      page: 1,
      sort: DEFAULT_SEARCH.sort,
      view: DEFAULT_SEARCH.view,
    }).toString(),
  };
}

export function alertSignup(deps: ApiDeps) {
  const { config, mailer } = deps;
  const db = deps.db.db;
  const perIp = dbLimiter(db, 'alert-ip', config.rateLimits.alertsPerIp);
  const perAddress = dbLimiter(db, 'alert-address', config.rateLimits.alertsPerAddress);

  return async function signup(c: Context, input: AlertSignupInput): Promise<SignupOutcome> {
    const errors = validateAlertForm(input, input.locale);
    const canonical = await canonicalAlertSearch(db, input.search);
    if ('problem' in canonical) Object.assign(errors, { search: canonical.problem });
    if (Object.keys(errors).length || !('search' in canonical)) return { ok: false, status: 400, errors };
    const { search } = canonical;
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
    const locale = input.locale ?? 'en';
    const saved = await saveAlertSignup(db, email, search, new Date(), locale);
    if (saved.kind === 'cap') return tooMany(24 * 3600_000);
    const place = await placeNameIn(db, new URLSearchParams(search).get(SEARCH_KEYS.location) ?? '', locale);
    // The answer is the same whether the mailbox had this alert or not: only its owner reads which.
    const mail =
      saved.kind === 'active'
        ? alreadyOnMail(saved.email, search, locale, place)
        : confirmationMail(config.publicUrl, email, search, saved.token, locale, place);
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

/** The form's fields from a posted body (a file, or anything but text, is no value). `locale` is the
 * page's language: one of ours, else English. */
export function alertInputOf(body: Record<string, unknown>): AlertSignupInput {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
  const locale = LOCALES.find((l) => l === text('locale')) ?? DEFAULT_LOCALE;
  return { email: text('email'), consent: text('consent'), search: text('search'), locale };
}
