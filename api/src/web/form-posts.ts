/**
 * Forms posted to a page: what a visitor sends before the app's code has started (or without
 * JavaScript) is a plain HTML form posted to the page's own URL. It is checked with the browser's
 * checks (the spec's messages), protected by the same anti-forgery check as every write (the
 * same-origin check of middleware/csrf.ts runs before this), limited and recorded as `POST
 * /api/enquiries` records, and answered with the page rendered in the form's new state
 * (@manzil/contract forms.ts): its success text, or its messages beside the fields with the values
 * kept. The contact form's WhatsApp path records first, then sends the browser to the chat (303).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  BRAND,
  matchPage,
  PAGE_FORM_FIELD,
  type Locale,
  type ContactFormValues,
  type EnquiryAbout,
  type EnquiryInput,
  type InquiryFormValues,
  type PageFormResult,
} from '@manzil/contract';
import { enquiryBodySchema } from '@manzil/contract/schemas';
import {
  asPreferredContact,
  contactEnquiryLink,
  EMPTY_CONTACT_FORM,
  isPropertyReference,
  toContactEnquiry,
  toInquiryEnquiry,
  validateContactDetails,
  validateContactForm,
  validateInquiryForm,
} from '@manzil/format';
import type { ApiDeps } from '../deps';
import { referenceOf } from '../db/ids';
import { findPropertyByReference, findPropertyBySlug } from '../db/properties';
import { findArea } from '../db/areas';
import { findEmirate } from '../db/emirates';
import { clientIp } from '../lib/client-ip';
import { claim } from '../middleware/rate-limit';
import { enquiryRecorder } from '../routes/enquiries';
import { alertInputOf, alertSignup } from '../alerts/signup';
import { confirmAlert, unsubscribeAlert } from '../alerts/store';
import { messagesIn } from '@manzil/i18n';
import { readFormBody } from './form-body';
import { formPostMessages } from './messages';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** Renders the page at the request's path with a form's result (web/pages.ts `answerPost`). */
export type AnswerPost = (
  c: Context,
  form: PageFormResult | undefined,
  status: ContentfulStatusCode,
) => Promise<Response>;

type Fields = Record<string, string>;

/** The language of the page a form was posted from (its answer is that page). */
const localeOf = (c: Context): Locale => matchPage(c.req.path).locale;

/**
 * A page cached before its forms named themselves (a shared cache keeps pages for minutes after a
 * deploy) posts without `_form`: its form is the one its page has.
 */
function formOfPageBefore(path: string, body: Record<string, unknown>): string | undefined {
  const { id, params } = matchPage(path);
  if (id === 'contact') return 'contact';
  if (id === 'property' && body['property'] === undefined) {
    body['property'] = params.propertySlug;
    return 'property-inquiry';
  }
  return undefined;
}

/** The posted text fields among `names` (a file, or a repeated field's extra values, is not a value). */
function pick<K extends string>(body: Record<string, unknown>, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(
    names.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']),
  ) as Record<K, string>;
}

/** The fields a page form shows a message beside. */
const MESSAGE_FIELDS = ['name', 'email', 'phone', 'message'];

/** A post longer than any valid form: why, beside the field the bound cut (or the message), in the
 * language of the page it was posted from. */
export function tooLongErrors(cut: string | undefined, locale: Locale): Fields {
  const t = messagesIn(formPostMessages, locale);
  if (cut !== undefined && MESSAGE_FIELDS.includes(cut)) return { [cut]: t('tooLongField', { field: cut }) };
  return { message: t('tooLongForm') };
}

/** Set when the post was longer than any valid form: what was kept of it is answered, never recorded. */
type Over = { cut?: string } | undefined;

type Recorded = { ok: true } | { ok: false; status: ContentfulStatusCode; errors?: Fields };

/** Whether the request's path is a page (web/pages.ts `isPage`). */
export type IsPage = (c: Context) => Promise<boolean>;

export function createFormPosts(deps: ApiDeps, answer: AnswerPost, isPage: IsPage) {
  const { config } = deps;
  const enquiries = enquiryRecorder(deps);
  const signup = alertSignup(deps);

  /** The API's checks and limit, then the record: what `POST /api/enquiries` does for the app, with the
   * language of the page it was posted from (English, the default, goes without it as the app's). */
  async function record(c: Context, sent: EnquiryInput): Promise<Recorded> {
    const locale = localeOf(c);
    const input = locale === 'en' ? sent : { ...sent, locale };
    const over = await claim(enquiries.perClient, clientIp(c, config.trustProxy));
    if (over) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(over.msBeforeNext / 1000))));
      return { ok: false, status: 429 };
    }
    const parsed = enquiryBodySchema.safeParse(input);
    if (!parsed.success) {
      // The browser's checks passed but the API's did not (a phone of letters, an over-long name):
      // its message beside the field it names.
      const errors: Fields = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'message');
        errors[field] ??= messagesIn(formPostMessages, locale)('refusedField', {
          field,
          reason: issue.message,
        });
      }
      return { ok: false, status: 400, errors };
    }
    await enquiries.record(parsed.data);
    return { ok: true };
  }

  const result = (
    form: PageFormResult['form'],
    outcome: PageFormResult['outcome'],
    values: Fields,
    errors: Fields = {},
    link?: string,
  ): PageFormResult => ({ form, outcome, values, errors, ...(link ? { link } : {}) });

  /** Checked, then recorded; a failure answers the page with the form as sent and why. */
  async function submit(
    c: Context,
    form: PageFormResult['form'],
    values: object,
    errors: Fields,
    input: () => EnquiryInput,
    sent: () => Promise<Response> | Response,
    over: Over,
  ) {
    const fields = values as Fields;
    if (over) return answer(c, result(form, 'invalid', fields, tooLongErrors(over.cut, localeOf(c))), 413);
    if (Object.keys(errors).length) return answer(c, result(form, 'invalid', fields, errors), 400);
    const recorded = await record(c, input());
    if (recorded.ok) return sent();
    const outcome = recorded.errors ? 'invalid' : 'failed';
    return answer(c, result(form, outcome, fields, recorded.errors), recorded.status);
  }

  async function contact(c: Context, body: Record<string, unknown>, over: Over) {
    // Opened from a listing (/contact?property=<Reference ID>): the enquiry names that home.
    const asked = typeof body['property'] === 'string' ? body['property'] : '';
    const listing = isPropertyReference(asked) ? await findPropertyByReference(deps.db.db, asked) : undefined;
    const about: EnquiryAbout | undefined = listing
      ? { type: 'property', ref: listing.slug, name: listing.house_name }
      : undefined;
    const values: ContactFormValues = {
      ...EMPTY_CONTACT_FORM,
      ...pick(body, ['name', 'email', 'phone', 'subject', 'message', 'propertyType']),
      preferredContact: asPreferredContact(body['preferredContact']),
    };
    return submit(
      c,
      'contact',
      values,
      validateContactForm(values, localeOf(c)) as Fields,
      () => toContactEnquiry(values, about),
      () => {
        const link = contactEnquiryLink(
          values,
          { brandName: BRAND.name, agencyPhone: config.agencyPhone, agencyEmail: config.agencyEmail },
          listing && { name: listing.house_name, reference: referenceOf(listing._id) },
          localeOf(c),
        );
        if (link.channel === 'whatsapp') return c.redirect(link.url, 303);
        // The e-mail path: the spec clears the form; the visitor follows the mail link to send it.
        return answer(c, result('contact', 'sent', {}, {}, link.url), 200);
      },
      over,
    );
  }

  async function propertyInquiry(c: Context, body: Record<string, unknown>, over: Over) {
    const values: InquiryFormValues = pick(body, ['name', 'email', 'phone', 'propertyType', 'message']);
    const slug = typeof body['property'] === 'string' ? body['property'] : '';
    const property = slug.length <= 200 ? await findPropertyBySlug(deps.db.db, slug) : undefined;
    // The listing the form names is gone (or never was): the page says so.
    if (!property) return answer(c, undefined, 404);
    return submit(
      c,
      'property-inquiry',
      values,
      validateInquiryForm(values, localeOf(c)) as Fields,
      () => toInquiryEnquiry(values, property),
      () => answer(c, result('property-inquiry', 'sent', values as unknown as Fields), 200),
      over,
    );
  }

  /**
   * An area page's brochure request (docs/glossary.md): recorded as the app records it, then the
   * browser is sent to the brochure (303); a brochure on another site (which the page's form-action
   * does not allow a redirect to) is given as a link on the page.
   */
  async function brochure(c: Context, body: Record<string, unknown>, over: Over) {
    const { id, params } = matchPage(c.req.path);
    const emirate = id === 'area' ? await findEmirate(deps.db.db, params.cityName ?? '') : undefined;
    const area = emirate && (await findArea(deps.db.db, emirate.slug, params.areaName ?? ''));
    const pdf = area?.pdf?.trim() ?? '';
    // The page has no brochure to send: the page as it is.
    if (!area || !pdf) return answer(c, undefined, 200);
    const values = pick(body, ['name', 'email', 'phone']);
    return submit(
      c,
      'brochure',
      values,
      validateContactDetails(values, localeOf(c)) as Fields,
      () => ({
        kind: 'brochure',
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        about: { type: 'area', ref: area.key, name: area.name },
      }),
      () =>
        pdf.startsWith('/') && !pdf.startsWith('//')
          ? c.redirect(pdf, 303)
          : answer(c, result('brochure', 'sent', {}, {}, pdf), 200),
      over,
    );
  }

  /** "E-mail me new homes like these" on a search (the home page with the search in its URL). */
  async function searchAlert(c: Context, body: Record<string, unknown>, over: Over) {
    // Its mails are in the language of the page it was posted from.
    const input = { ...alertInputOf(body), locale: localeOf(c) };
    const values = { email: input.email, consent: input.consent };
    if (over)
      return answer(c, result('search-alert', 'invalid', values, tooLongErrors(over.cut, localeOf(c))), 413);
    const outcome = await signup(c, input);
    if (outcome.ok) return answer(c, result('search-alert', 'sent', { email: input.email.trim() }), 200);
    if (outcome.status === 400)
      return answer(c, result('search-alert', 'invalid', values, outcome.errors), 400);
    if (outcome.status === 429) c.header('Retry-After', String(outcome.retryAfterS));
    const errors: Fields = outcome.status === 429 ? { form: outcome.msg } : {};
    return answer(c, result('search-alert', 'failed', values, errors), outcome.status);
  }

  /** The button of a confirmation or unsubscribe link's page: the token is the page's own path. */
  async function alertLink(c: Context, form: 'alert-confirm' | 'alert-unsubscribe') {
    const token = matchPage(c.req.path).params.token ?? '';
    const done =
      form === 'alert-confirm'
        ? !!(await confirmAlert(deps.db.db, token))
        : await unsubscribeAlert(deps.db.db, token);
    return answer(c, result(form, done ? 'sent' : 'invalid', {}), done ? 200 : 410);
  }

  return async (c: Context): Promise<Response> => {
    // A form posted to a path that is no page is not recorded: the not-found page answers it.
    if (!(await isPage(c))) return answer(c, undefined, 404);
    // Every refusal below is the page (HTML), never JSON: the visitor came from it.
    const type = c.req.header('content-type') ?? '';
    if (!FORM_TYPES.test(type)) return answer(c, undefined, 415);
    const read = await readFormBody(c.req.raw, type);
    // A multipart body without its boundaries, a broken encoding: no form of ours.
    if (!read.ok) return answer(c, undefined, 400);
    const body = read.fields;
    const over: Over = read.over ? { ...(read.cut !== undefined ? { cut: read.cut } : {}) } : undefined;
    switch (body[PAGE_FORM_FIELD] ?? formOfPageBefore(c.req.path, body)) {
      case 'contact':
        return contact(c, body, over);
      case 'property-inquiry':
        return propertyInquiry(c, body, over);
      case 'search-alert':
        return searchAlert(c, body, over);
      case 'brochure':
        return brochure(c, body, over);
      case 'alert-confirm':
      case 'alert-unsubscribe': {
        const { id } = matchPage(c.req.path);
        const form =
          id === 'alertConfirm'
            ? 'alert-confirm'
            : id === 'alertUnsubscribe'
              ? 'alert-unsubscribe'
              : undefined;
        // Each link's page posts its own action only.
        if (!form || form !== body[PAGE_FORM_FIELD]) return answer(c, undefined, 200);
        if (over) return answer(c, undefined, 413);
        return alertLink(c, form);
      }
      default:
        // A form the page does not have (the staff sign-in, whose page needs JavaScript, or none):
        // the page as a GET shows it, never a JSON error.
        return answer(c, undefined, over ? 413 : 200);
    }
  };
}
