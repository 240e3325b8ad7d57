/** `POST /api/alerts`: the search alert form sent by mf-search's code (the page form is form-posts.ts);
 * `GET /api/alerts/unsubscribe/:token`: whether an unsubscribe link's alert still runs. */
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { ALERT_TEXTS, type AlertLinkState } from '@manzil/contract';
import { alertTokenParamSchema } from '@manzil/contract/schemas';
import { valid } from '../lib/validate';
import type { ApiDeps } from '../deps';
import { alertInputOf, alertSignup } from './signup';
import { createPublicReads } from '../routes/public-reads';

export function alertRoutes(deps: ApiDeps) {
  const signup = alertSignup(deps);
  return new Hono()
    .get('/unsubscribe/:token', valid('param', alertTokenParamSchema), async (c) => {
      const body: AlertLinkState = await createPublicReads(deps.db.db).alertLinkState(
        c.req.valid('param').token,
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    })
    .post(
      '/',
      // The form's fields as text (anything else is no value): signup() checks them and words each refusal,
      // as it does for the page form. Declared as the route's JSON input, so the client's call is typed by it.
      validator('json', (body: unknown, c) =>
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? alertInputOf(body as Record<string, unknown>)
          : c.json({ msg: 'Expected an object' }, 400),
      ),
      async (c) => {
        const outcome = await signup(c, c.req.valid('json'));
        if (outcome.ok) return c.json({ msg: ALERT_TEXTS.sent }, 201);
        if (outcome.status === 400) {
          const [first] = Object.values(outcome.errors);
          return c.json({ msg: first ?? 'Invalid alert', errors: outcome.errors }, 400);
        }
        if (outcome.status === 429) {
          c.header('Retry-After', String(outcome.retryAfterS));
          return c.json({ msg: outcome.msg }, 429);
        }
        return c.json({ msg: outcome.msg }, 503);
      },
    );
}
