/** `POST /api/alerts`: the search alert form sent by mf-search's code (the page form is form-posts.ts). */
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { ALERT_TEXTS } from '@manzil/contract';
import type { ApiDeps } from '../deps';
import { alertInputOf, alertSignup } from './signup';

export function alertRoutes(deps: ApiDeps) {
  const signup = alertSignup(deps);
  return new Hono().post(
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
