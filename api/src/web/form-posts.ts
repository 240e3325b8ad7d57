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
  validateContactForm,
  validateInquiryForm,
} from '@manzil/format';
import type { ApiDeps } from '../deps';
import { referenceOf } from '../db/ids';
import { findPropertyByReference, findPropertyBySlug } from '../db/properties';
import { clientIp } from '../lib/client-ip';
import { claim } from '../middleware/rate-limit';
import { enquiryRecorder } from '../routes/enquiries';
import { alertInputOf, alertSignup } from '../alerts/signup';
import { confirmAlert, unsubscribeAlert } from '../alerts/store';

/** A page form is a few short fields; anything larger is not one of ours. */
export const PAGE_FORM_MAX_BYTES = 16 * 1024;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** Renders the page at the request's path with a form's result (web/pages.ts `answerPost`). */
export type AnswerPost = (
  c: Context,
  form: PageFormResult | undefined,
  status: ContentfulStatusCode,
) => Promise<Response>;

type Fields = Record<string, string>;

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

type Recorded = { ok: true } | { ok: false; status: ContentfulStatusCode; errors?: Fields };

export function createFormPosts(deps: ApiDeps, answer: AnswerPost) {
  const { config } = deps;
  const enquiries = enquiryRecorder(deps);
  const signup = alertSignup(deps);

  /** The API's checks and limit, then the record: what `POST /api/enquiries` does for the app. */
  async function record(c: Context, input: EnquiryInput): Promise<Recorded> {
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
        errors[field] ??= `This ${field === 'phone' ? 'phone number' : field} ${issue.message}`;
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
  ) {
    const fields = values as Fields;
    if (Object.keys(errors).length) return answer(c, result(form, 'invalid', fields, errors), 400);
    const recorded = await record(c, input());
    if (recorded.ok) return sent();
    const outcome = recorded.errors ? 'invalid' : 'failed';
    return answer(c, result(form, outcome, fields, recorded.errors), recorded.status);
  }

  async function contact(c: Context, body: Record<string, unknown>) {
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
      validateContactForm(values) as Fields,
      () => toContactEnquiry(values, about),
      () => {
        const link = contactEnquiryLink(
          values,
          { brandName: BRAND.name, agencyPhone: config.agencyPhone, agencyEmail: config.agencyEmail },
          listing && { name: listing.house_name, reference: referenceOf(listing._id) },
        );
        if (link.channel === 'whatsapp') return c.redirect(link.url, 303);
        // The e-mail path: the spec clears the form; the visitor follows the mail link to send it.
        return answer(c, result('contact', 'sent', {}, {}, link.url), 200);
      },
    );
  }

  async function propertyInquiry(c: Context, body: Record<string, unknown>) {
    const values: InquiryFormValues = pick(body, ['name', 'email', 'phone', 'propertyType', 'message']);
    const slug = typeof body['property'] === 'string' ? body['property'] : '';
    const property = slug.length <= 200 ? await findPropertyBySlug(deps.db.db, slug) : undefined;
    // The listing the form names is gone (or never was): the page says so.
    if (!property) return answer(c, undefined, 404);
    return submit(
      c,
      'property-inquiry',
      values,
      validateInquiryForm(values) as Fields,
      () => toInquiryEnquiry(values, property),
      () => answer(c, result('property-inquiry', 'sent', values as unknown as Fields), 200),
    );
  }

  /** "E-mail me new homes like these" on a search (the home page with the search in its URL). */
  async function searchAlert(c: Context, body: Record<string, unknown>) {
    const input = alertInputOf(body);
    const values = { email: input.email, consent: input.consent };
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
    if (!FORM_TYPES.test(c.req.header('content-type') ?? '')) return c.json({ msg: 'Not found' }, 404);
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      // A multipart body without its boundaries, a broken encoding: no form of ours.
      return c.json({ msg: 'Malformed form body' }, 400);
    }
    switch (body[PAGE_FORM_FIELD] ?? formOfPageBefore(c.req.path, body)) {
      case 'contact':
        return contact(c, body);
      case 'property-inquiry':
        return propertyInquiry(c, body);
      case 'search-alert':
        return searchAlert(c, body);
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
        return alertLink(c, form);
      }
      default:
        // A form the page does not have (the staff sign-in, whose page needs JavaScript, or none):
        // the page as a GET shows it, never a JSON error.
        return answer(c, undefined, 200);
    }
  };
}
