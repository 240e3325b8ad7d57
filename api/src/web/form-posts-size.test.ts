/**
 * Forms posted to a page in any script: the bound on a page post is the largest form the API accepts,
 * in the costliest encoding a browser may send it; a post refused for any reason answers the page
 * (HTML), never JSON; a form posted to a path that is no page is not recorded.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '../db/collections';
import { tooLongErrors } from './form-posts';
import { contactForm, formPost, builtShellRoot, useTestApp } from '../../test/helpers';

const t = useTestApp({
  env: { APPS_ROOT: builtShellRoot('manzil-form-size-'), RATE_LIMIT_ENQUIRIES: '50' },
});

const post = (pathname: string, fields: Record<string, string>, headers?: Record<string, string>) =>
  formPost(t.app, pathname, fields, headers);
const stored = (name: string) => collections(t.db.db).enquiries.countDocuments({ name });

/** A visitor's words in Arabic: 6 bytes a letter once URL-encoded (`%D8%B3`), as a browser sends them. */
const arabic = (length: number) =>
  'سلام عليكم '
    .repeat(Math.ceil(length / 11))
    .slice(0, length)
    .trim();

describe('a form posted in any script, as long as the API accepts it', () => {
  it('a 4,000-character Arabic message (over 20 KB URL-encoded) is recorded whole', async () => {
    const message = arabic(4_000);
    const fields = contactForm('Arabic Post', { message, email: 'arabic@example.com' });
    expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(20_000);
    const res = await post('/contact', fields);
    expect(res.status).toBe(303);
    const stored = await collections(t.db.db).enquiries.findOne({ email: 'arabic@example.com' });
    expect(stored?.message === message).toBe(true);
  });

  it('every field at its longest in three-byte characters, URL-encoded or multipart, is recorded', async () => {
    // '€' is 3 UTF-8 bytes, 9 URL-encoded: the costliest character per unit of zod's max length.
    const euro = (n: number) => 'x' + '€'.repeat(n - 1);
    const fields = contactForm(euro(120), {
      email: 'longest@example.com',
      subject: euro(200),
      propertyType: euro(60),
      message: euro(5_000),
    });
    const urlencoded = await post('/contact', fields);
    expect(urlencoded.status).toBe(303);
    const form = new FormData();
    // Another visitor (the inbox merges one person's enquiries into one lead).
    const other = { ...fields, email: 'longest-multipart@example.com', phone: '+971 50 765 9999' };
    for (const [name, value] of Object.entries(other)) form.append(name, value);
    const multipart = await t.app.request('/contact', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      body: form,
    });
    expect(multipart.status).toBe(303);
    for (const email of ['longest@example.com', 'longest-multipart@example.com'])
      expect((await collections(t.db.db).enquiries.findOne({ email }))?.message === euro(5_000), email).toBe(
        true,
      );
  });
});

describe('a page post refused answers the page (HTML), never JSON', () => {
  it('longer than any valid form: 413, the page, nothing recorded', async () => {
    const res = await formPost(
      t.app,
      '/contact',
      contactForm('Too Long', { message: arabic(20_000), email: 'too-long@example.com' }),
    );
    expect(res.status).toBe(413);
    isPageAnswer(res);
    expect(await collections(t.db.db).enquiries.countDocuments({ email: 'too-long@example.com' })).toBe(0);
  });

  it('posted from an Arabic page: the Arabic page answers, its refusal in Arabic', async () => {
    const res = await formPost(
      t.app,
      '/ar/contact',
      contactForm('Too Long Arabic', { message: arabic(20_000), email: 'too-long-ar@example.com' }),
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('<html lang="ar" dir="rtl">');
    expect(tooLongErrors('message', 'ar').message).toContain('أطول من أن يُرسل');
    expect(tooLongErrors(undefined, 'ar').message).toContain('هذا النموذج أطول من أن يُرسل');
    expect(tooLongErrors('phone', 'en').phone).toBe(
      'This phone number is too long to send, so only its beginning was kept. Please shorten it and send it again.',
    );
  });

  it('a malformed body: 400, the page', async () => {
    const res = await t.app.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'same-origin' },
      body: '--x\r\nbroken',
    });
    expect(res.status).toBe(400);
    isPageAnswer(res);
  });

  it('a body no browser form sends (JSON, text/plain): 415, the page', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const res = await post('/contact', {}, { 'content-type': type });
      expect(res.status, type).toBe(415);
      isPageAnswer(res);
    }
  });
});

describe('a form posted to a path that is no page', () => {
  it('is not recorded: the not-found page answers it', async () => {
    for (const path of ['/nonexistent-page', '/dubai/no-such-area']) {
      const res = await post(path, contactForm('Nowhere Post'));
      expect(res.status, path).toBe(404);
      isPageAnswer(res);
    }
    expect(await stored('Nowhere Post')).toBe(0);
  });
});

function isPageAnswer(res: Response) {
  expect(res.headers.get('content-type')).toContain('text/html');
}
