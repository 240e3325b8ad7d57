/**
 * Forms posted from an Arabic page without JavaScript: the enquiry is recorded with the page's language
 * and the visitor's words as typed; an alert signed up from an Arabic search is confirmed by an Arabic
 * mail with links to the Arabic pages. The page's path is the only language the post carries.
 */
import { describe, expect, it } from 'vitest';
import { collections } from '../db/collections';
import { builtShellRoot, contactForm, formPost, useTestApp } from '../../test/helpers';
import { outboxMailsTo } from '../../test/support/outbox';

const t = useTestApp({
  env: {
    APPS_ROOT: builtShellRoot('manzil-form-posts-ar-'),
    RATE_LIMIT_ENQUIRIES: '100',
    RATE_LIMIT_ALERTS_IP: '100',
    AGENCY_PHONE: '971501112233',
  },
});

const MESSAGE = 'مرحبا، أبحث عن شقة بإطلالة على البحر في دبي مارينا.';

const outboxTo = (to: string) => outboxMailsTo(t.config.dataDir, to);

describe('forms posted from an Arabic page', () => {
  it('the contact form is recorded with locale ar and the message as typed; its chat text is Arabic', async () => {
    const res = await formPost(t.app, '/ar/contact', contactForm('Arabic Post', { message: MESSAGE }));
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get('location')!)).toContain('الاسم: Arabic Post');
    const enquiry = await collections(t.db.db).enquiries.findOne({ name: 'Arabic Post' });
    expect(enquiry).toMatchObject({ kind: 'contact', locale: 'ar', message: MESSAGE });
  });

  it('the same form from the English page is recorded without a language (English)', async () => {
    await formPost(t.app, '/contact', contactForm('English Post', { email: 'english-post@example.com' }));
    const enquiry = await collections(t.db.db).enquiries.findOne({ name: 'English Post' });
    expect(enquiry).toBeTruthy();
    expect(enquiry?.locale ?? 'en').toBe('en');
  });

  it('a property inquiry from /ar/property/<slug> is recorded with locale ar', async () => {
    const property = await collections(t.db.db).properties.findOne({});
    const res = await formPost(t.app, `/ar/property/${property!.slug}`, {
      _form: 'property-inquiry',
      property: property!.slug,
      name: 'Arabic Inquiry',
      email: 'arabic-inquiry@example.com',
      phone: '+971 50 765 1234',
      message: MESSAGE,
    });
    expect(res.status).toBe(200);
    const enquiry = await collections(t.db.db).enquiries.findOne({ name: 'Arabic Inquiry' });
    expect(enquiry).toMatchObject({ kind: 'property-inquiry', locale: 'ar', message: MESSAGE });
  });

  it('a refused contact form from /ar records nothing and answers the Arabic page', async () => {
    const res = await formPost(t.app, '/ar/contact', contactForm('Refused Arabic', { email: '' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<html lang="ar" dir="rtl">');
    expect(await collections(t.db.db).enquiries.countDocuments({ name: 'Refused Arabic' })).toBe(0);
  });

  it('an alert signed up on an Arabic search (no locale field) gets the Arabic confirmation with /ar links', async () => {
    const search = 'purpose=Rent&location=Dubai+Marina';
    const res = await formPost(t.app, `/ar/?${search}`, {
      _form: 'search-alert',
      email: 'page-form-ar@example.com',
      consent: 'yes',
      search,
    });
    expect(res.status).toBe(200);
    const [mail] = outboxTo('page-form-ar@example.com');
    expect(mail).toContain('مرحبًا،');
    expect(mail).toMatch(/\/ar\/alerts\/confirm\/[A-Za-z0-9_-]{43}/);
    expect(mail).toContain('dir="rtl"');
  });
});
