/**
 * Multipart forms of the admin (Hono's parseBody): text fields validated by a strict zod schema,
 * the image taken only as a File. A client-sent image URL is ignored: stored URLs are made here.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { httpError } from './errors';
import { parseOr400 } from './validate';

/** Field names under which the forms send the image file (product rule, docs/glossary.md: imageurl is a file on upload). */
const IMAGE_FIELDS = ['image', 'imageurl', 'imageURL', 'file'];

export async function readForm<T extends z.ZodType>(
  c: Context,
  schema: T,
  image: 'required' | 'optional',
): Promise<{ fields: z.output<T>; image?: File }> {
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
  return { fields: parseOr400(schema, { ...fields }), image: file };
}
