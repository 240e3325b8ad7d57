/**
 * zod validation at the edge with `{ msg }` answers that say what is wrong
 * (the first issue: field and message).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { httpError } from './errors';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  /** The unknown keys of an `unrecognized_keys` issue. */
  keys?: readonly string[];
}

/** Unknown keys named in a refusal; the rest are counted. A body may carry thousands, each of any length. */
export const NAMED_UNKNOWN_KEYS = 5;
const NAME_LENGTH = 40;

function issueMessage(issue: IssueLike): string {
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : undefined;
  if (!keys?.length) return issue.message;
  const named = keys
    .slice(0, NAMED_UNKNOWN_KEYS)
    .map((key) => JSON.stringify(key.length > NAME_LENGTH ? `${key.slice(0, NAME_LENGTH)}…` : key))
    .join(', ');
  const more = keys.length - NAMED_UNKNOWN_KEYS;
  return `Unrecognized key${keys.length > 1 ? 's' : ''}: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

export function describeIssue(issue: IssueLike | undefined): string {
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issueMessage(issue)}` : issueMessage(issue);
}

/** First issue of a zod failure as a message. */
export const describeZodError = (error: { issues: readonly IssueLike[] }): string =>
  describeIssue(error.issues[0]);

/** Parses with a schema or throws a 400 `{ msg }`. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw httpError(400, describeZodError(result.error));
  return result.data;
}

/** `zValidator` with the API's error answer. */
export const valid = <Target extends keyof ValidationTargets, T extends z.ZodType>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result, c: Context) => {
    if (!result.success) return c.json({ msg: describeZodError(result.error) }, 400);
  });

/**
 * Parses a JSON body once, before any validator: malformed JSON gets a clear 400,
 * and a body that is not a JSON object (array, string, null) is refused too.
 */
/** Body types parsed as JSON. */
export const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

export const jsonBodyGuard: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw httpError(400, 'Malformed JSON body');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw httpError(400, 'The JSON body must be an object');
    }
  }
  await next();
};
