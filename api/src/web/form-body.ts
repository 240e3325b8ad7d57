/**
 * The body of a form posted to a page, read with a bound derived from the forms themselves: the
 * largest form the API accepts (the contract's zod max lengths), in the costliest encoding a browser
 * may send it. A body past that bound is read only up to it; the fields it holds are kept (the one it
 * cuts, cut), so the page can answer with what the visitor typed instead of losing it.
 */
import { z } from 'zod';
import { ALERT_LIMITS, PAGE_FORM_FIELD, PAGE_FORMS } from '@manzil/contract';
import { enquiryBodySchema } from '@manzil/contract/schemas';

/**
 * Bytes per UTF-16 code unit (what zod's max counts) at worst: URL-encoded, a character of the Basic
 * Multilingual Plane is up to 3 UTF-8 bytes of 3 characters each (`%D8%B3`); a pair (an emoji) is 4
 * bytes for 2 units. Multipart sends the UTF-8 bytes themselves (3 per unit at worst).
 */
const URLENCODED_BYTES_PER_UNIT = 9;
const MULTIPART_BYTES_PER_UNIT = 3;
/** A multipart boundary is at most 70 characters (RFC 2046); each part is framed by it and its header. */
const MULTIPART_BOUNDARY_MAX = 70;
const multipartPartOverhead = (name: string) =>
  `--${'x'.repeat(MULTIPART_BOUNDARY_MAX)}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n\r\n`
    .length;
const MULTIPART_END = `--${'x'.repeat(MULTIPART_BOUNDARY_MAX)}--\r\n`.length;

/** The longest value a field's schema accepts, in UTF-16 code units. */
function longest(schema: z.ZodType): number {
  if (schema instanceof z.ZodOptional) return longest(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodEnum) return Math.max(...schema.options.map((option) => String(option).length));
  if (schema instanceof z.ZodString && schema.maxLength !== null) return schema.maxLength;
  throw new Error('a page form field needs a longest value');
}

/** The bytes of a form of these fields at their longest, in the costlier of the two encodings. */
function worstCaseBytes(fields: Record<string, number>): number {
  let urlencoded = 0;
  let multipart = MULTIPART_END;
  for (const [name, units] of Object.entries(fields)) {
    urlencoded += name.length + 2 + units * URLENCODED_BYTES_PER_UNIT; // name=value&
    multipart += multipartPartOverhead(name) + units * MULTIPART_BYTES_PER_UNIT;
  }
  return Math.max(urlencoded, multipart);
}

/** The page forms' fields and their longest values: the enquiry forms and the search alert. */
export function pageFormFields(): Record<string, number>[] {
  const { kind: _kind, about, ...shape } = enquiryBodySchema.shape;
  const named = {
    [PAGE_FORM_FIELD]: Math.max(...PAGE_FORMS.map((form) => form.length)),
    // What the form is about: a listing's slug or Reference ID, an area's key (the enquiry's `about.ref`).
    subject: longest(about.unwrap().shape.ref),
  };
  const enquiry = Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, longest(schema as z.ZodType)]),
  );
  const alert = { email: longest(enquiryBodySchema.shape.email), search: ALERT_LIMITS.maxSearchLength };
  // Field names stand for their own length: the longest name any of them might be posted under.
  const widen = (fields: Record<string, number>) =>
    Object.fromEntries(Object.entries(fields).map(([name, units]) => [name.padEnd(16, '_'), units]));
  return [widen({ ...named, ...enquiry }), widen({ ...named, ...alert, consent: 10 })];
}

/** The largest valid page form in the costliest encoding: a page post may be this long. */
export const PAGE_FORM_MAX_BYTES = Math.max(...pageFormFields().map(worstCaseBytes));

export type FormBody =
  | { ok: true; fields: Record<string, unknown>; over: false }
  /** Longer than any valid form: the fields read within the bound; `cut` the one the bound cut. */
  | { ok: true; fields: Record<string, unknown>; over: true; cut?: string }
  | { ok: false };

/** Reads at most `max` bytes of `body`; `over` when there was more (the rest is never read). */
async function readUpTo(
  body: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; over: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = max - size;
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        size += room;
        over = true;
        await reader.cancel().catch(() => undefined);
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, over };
}

/** A form's entries as one value per name (the last one, as a browser's repeated field is read). */
async function parseForm(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<Record<string, unknown>> {
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  form.forEach((value, name) => {
    fields[name] = value;
  });
  return fields;
}

/** A value cut inside a character ends in replacement characters: they were never typed. */
const uncut = (value: string) => value.replace(/\uFFFD+$/, '');

/** The fields of a URL-encoded body cut at the bound, the last one cut. */
function keptUrlEncoded(bytes: Uint8Array): { fields: Record<string, unknown>; cut?: string } {
  // Cut inside an escape (`%D`): drop the piece of it.
  const text = new TextDecoder().decode(bytes).replace(/%[0-9a-f]?$/i, '');
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const pairs = text.split('&');
  const last = pairs.pop() ?? '';
  for (const [name, value] of new URLSearchParams(pairs.join('&'))) fields[name] = value;
  // The bound fell inside a name: nothing of that field's value was read.
  if (!last.includes('=')) return { fields };
  const [[name, value] = ['', '']] = new URLSearchParams(last);
  fields[name] = uncut(value);
  return { fields, cut: name };
}

/** The fields of a multipart body cut at the bound: its whole parts, and the cut one if its header was read. */
async function keptMultipart(
  bytes: Uint8Array,
  type: string,
): Promise<{ fields: Record<string, unknown>; cut?: string }> {
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(type);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return { fields: {} };
  const delimiter = new TextEncoder().encode(`\r\n--${mark}`);
  const end = new TextEncoder().encode(`\r\n--${mark}--\r\n`);
  const closed = (upTo: number) => {
    const body = new Uint8Array(upTo + end.byteLength);
    body.set(bytes.subarray(0, upTo));
    body.set(end, upTo);
    return body;
  };
  const lastDelimiter = lastIndexOf(bytes, delimiter);
  // The cut part closed where the bound fell, without a delimiter's first bytes if it fell inside one.
  let upTo = bytes.byteLength;
  for (let n = Math.min(delimiter.byteLength - 1, upTo); n > 0; n -= 1)
    if (startsWith(delimiter, bytes.subarray(upTo - n))) {
      upTo -= n;
      break;
    }
  if (upTo > lastDelimiter + delimiter.byteLength) {
    try {
      const fields = await parseForm(closed(upTo), type);
      const names = Object.keys(fields);
      const cut = names.at(-1);
      if (cut !== undefined && typeof fields[cut] === 'string') fields[cut] = uncut(fields[cut]);
      return { fields, cut };
    } catch {
      // The bound fell inside the cut part's header: its whole parts only.
    }
  }
  if (lastDelimiter < 0) return { fields: {} };
  try {
    return { fields: await parseForm(closed(lastDelimiter), type) };
  } catch {
    return { fields: {} };
  }
}

const startsWith = (whole: Uint8Array, start: Uint8Array) => start.every((byte, i) => whole[i] === byte);

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = haystack.byteLength - needle.byteLength; i >= 0; i -= 1) {
    for (let j = 0; j < needle.byteLength; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Reads a page form post (`type` is URL-encoded or multipart) of at most `max` bytes. A body that
 * cannot be read as a form is `{ ok: false }`.
 */
export async function readFormBody(
  request: Request,
  type: string,
  max = PAGE_FORM_MAX_BYTES,
): Promise<FormBody> {
  const { bytes, over } = await readUpTo(request.body, max);
  const multipart = /^multipart\/form-data\b/i.test(type);
  if (over) {
    const kept = multipart ? await keptMultipart(bytes, type) : keptUrlEncoded(bytes);
    return { ok: true, over: true, ...kept };
  }
  try {
    return { ok: true, over: false, fields: await parseForm(bytes, type) };
  } catch {
    return { ok: false };
  }
}
