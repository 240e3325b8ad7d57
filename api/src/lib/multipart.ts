/**
 * Multipart forms of the admin (Hono's parseBody): text fields validated by a strict zod schema,
 * the image taken only as a File. A client-sent image URL is ignored: stored URLs are made here.
 */
import type { Context, ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { httpError } from './errors';
import { parseOr400 } from './validate';

/** Field names under which the forms send the image file (product rule, docs/glossary.md: imageurl is a file on upload). */
const IMAGE_FIELDS = ['image', 'imageurl', 'imageURL', 'file'];

type ImageRule = 'required' | 'optional';
export interface ValidForm<T extends z.ZodType, I extends ImageRule> {
  fields: z.output<T>;
  image: I extends 'required' ? File : File | undefined;
}

/**
 * The edge validator of a multipart route, like `valid()` for JSON: `c.req.valid('form')` is the
 * checked fields and the image. Not zValidator('form'): the image travels beside the strict
 * schema, and repeated or file-typed fields are refused before zod sees them.
 */
export const validForm = <T extends z.ZodType, I extends ImageRule>(schema: T, image: I) =>
  createMiddleware<
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Env, as Hono's own validators
    any,
    string,
    { in: { form: ValidationTargets['form'] }; out: { form: ValidForm<T, I> } }
  >(async (c, next) => {
    c.req.addValidatedData('form', await readForm(c, schema, image));
    await next();
  });

async function readForm<T extends z.ZodType, I extends ImageRule>(
  c: Context,
  schema: T,
  image: I,
): Promise<ValidForm<T, I>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw httpError(400, 'Expected a multipart/form-data body');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw httpError(400, 'Malformed form body');
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: File | undefined;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) throw httpError(400, `${key}: must be given once`);
    if (IMAGE_FIELDS.includes(key)) {
      if (value instanceof File) {
        if (file) throw httpError(400, `${key}: only one image can be uploaded`);
        // An empty file input is sent as a nameless empty part: treat it as "no image".
        if (value.size > 0 || value.name) file = value;
      }
      continue;
    }
    if (value instanceof File) throw httpError(400, `${key}: must be text, not a file`);
    fields[key] = value;
  }
  if (image === 'required' && !file) throw httpError(400, 'image: is required');
  return { fields: parseOr400(schema, { ...fields }), image: file } as ValidForm<T, I>;
}
