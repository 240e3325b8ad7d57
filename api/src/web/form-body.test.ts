/**
 * The bound of a page post and what is kept of a post past it: the fields read within the bound (the
 * one it cut, cut at a whole character), and never more of the body than the bound.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_FORM_MAX_BYTES, readFormBody } from './form-body';

const URLENCODED = 'application/x-www-form-urlencoded';

/** A request whose body is `chunks`, counting the bytes the reader was given. */
function streamed(chunks: () => Iterator<Uint8Array>, type: string) {
  let given = 0;
  const source = chunks();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = source.next();
      if (next.done) return controller.close();
      given += next.value.byteLength;
      controller.enqueue(next.value);
    },
  });
  const request = new Request('http://localhost/contact', {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, given: () => given };
}

describe('the bound of a page post', () => {
  it('holds the longest valid enquiry in the costliest encoding (5,000 units of 9 bytes)', () => {
    expect(PAGE_FORM_MAX_BYTES).toBeGreaterThan(5_000 * 9 + 200 * 9 + 120 * 9);
    // …and is no open door: well under the JSON bound of /api.
    expect(PAGE_FORM_MAX_BYTES).toBeLessThan(64 * 1024);
  });

  it('an endless body is read up to the bound, not further', async () => {
    const chunk = new TextEncoder().encode(`message=${'%D8%B3'.repeat(1_000)}`);
    const { request, given } = streamed(function* () {
      yield new TextEncoder().encode('_form=contact&name=Long+Writer&');
      for (;;) yield chunk;
    }, URLENCODED);
    const read = await readFormBody(request, URLENCODED);
    expect(read).toMatchObject({ ok: true, over: true, cut: 'message' });
    expect(given()).toBeLessThanOrEqual(PAGE_FORM_MAX_BYTES + chunk.byteLength);
  });
});

describe('a post past the bound keeps what was read', () => {
  const long = 'سلام '.repeat(4_000);

  it('URL-encoded: the whole fields, and the cut one up to the last whole character', async () => {
    const body = new URLSearchParams({ _form: 'contact', name: 'Kept Name', message: long }).toString();
    for (const max of [1_000, 1_001, 1_002, 1_003, 1_004, 1_005]) {
      const read = await readFormBody(
        new Request('http://localhost/contact', {
          method: 'POST',
          headers: { 'content-type': URLENCODED },
          body,
        }),
        URLENCODED,
        max,
      );
      if (!read.ok || !read.over) throw new Error('expected a post past the bound');
      expect(read.fields['name']).toBe('Kept Name');
      expect(read.cut).toBe('message');
      const kept = read.fields['message'] as string;
      expect(kept.length).toBeGreaterThan(100);
      expect(long.startsWith(kept), `bound ${max}`).toBe(true);
    }
  });

  it('multipart: the whole parts, and the cut one up to the last whole character', async () => {
    const form = new FormData();
    form.append('_form', 'contact');
    form.append('name', 'Kept Name');
    form.append('message', long);
    const request = new Request('http://localhost/contact', { method: 'POST', body: form });
    const type = request.headers.get('content-type')!;
    const read = await readFormBody(request, type, 2_001);
    if (!read.ok || !read.over) throw new Error('expected a post past the bound');
    expect(read.fields['name']).toBe('Kept Name');
    expect(read.cut).toBe('message');
    const kept = read.fields['message'] as string;
    expect(kept.length).toBeGreaterThan(100);
    expect(long.startsWith(kept)).toBe(true);
  });
});
