/**
 * Forms posted to a page before (or without) the app's code: recorded as POST /api/enquiries records
 * them, under the same anti-forgery check and per-client limit. The page answered is a built shell's
 * index.html without a server build (the render itself is e2e's: before-start.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { collections } from '../db/collections';
import { contactForm, formPost, builtShellRoot, useTestApp } from '../../test/helpers';

const appsRoot = builtShellRoot('manzil-form-posts-');

const t = useTestApp({
  env: { APPS_ROOT: appsRoot, RATE_LIMIT_ENQUIRIES: '3', AGENCY_PHONE: '971501112233' },
});

const post = (pathname: string, fields: Record<string, string>, headers?: Record<string, string>) =>
  formPost(t.app, pathname, fields, headers);

const stored = (name: string) => collections(t.db.db).enquiries.countDocuments({ name });

describe('a form posted to its page', () => {
  it('the contact form on the WhatsApp path is recorded, then the browser is sent to the chat (303)', async () => {
    const res = await post('/contact', contactForm('Plain Post'));
    expect(res.status).toBe(303);
    const chat = res.headers.get('location')!;
    expect(chat).toMatch(/^https:\/\/wa\.me\/971501112233\?text=/);
    expect(decodeURIComponent(chat)).toContain('Name: Plain Post');
    expect(await stored('Plain Post')).toBe(1);
  });

  it('the spec’s checks fail: 400, nothing recorded, the page not cached', async () => {
    const res = await post('/contact', contactForm('', { email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await collections(t.db.db).enquiries.countDocuments({ email: 'not-an-email' })).toBe(0);
  });

  it('a property inquiry names the listing it was sent from', async () => {
    const property = await collections(t.db.db).properties.findOne({});
    const res = await post(`/property/${property!.slug}`, {
      _form: 'property-inquiry',
      property: property!.slug,
      name: 'Inquiry Post',
      email: 'early@example.com',
      phone: '+971 50 765 4321',
      message: 'Is it still available?',
    });
    expect(res.status).toBe(200);
    const enquiry = await collections(t.db.db).enquiries.findOne({ name: 'Inquiry Post' });
    expect(enquiry).toMatchObject({
      kind: 'property-inquiry',
      about: { type: 'property', ref: property!.slug },
    });
  });

  it('another site’s page cannot post it', async () => {
    const res = await post('/contact', contactForm('Cross Site'), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(await stored('Cross Site')).toBe(0);
  });

  it('counts against the same per-client limit as POST /api/enquiries: over it, 429 and nothing recorded', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/contact', contactForm(`Limited ${i}`))).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // Each enquiry as sent: a lead's own, or merged into the lead of the same e-mail and phone.
    const leads = await collections(t.db.db)
      .enquiries.find({ $or: [{ name: /^Limited / }, { 'merged.name': /^Limited / }] })
      .toArray();
    const recorded = leads
      .flatMap((lead) => [lead, ...(lead.merged ?? [])])
      .filter((e) => e.name.startsWith('Limited ')).length;
    expect(recorded).toBe(statuses.filter((s) => s === 303).length);
  });
});
