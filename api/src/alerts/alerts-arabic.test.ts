/**
 * Search alerts in the visitor's language: a sign-up from an Arabic page (the API's JSON or the page
 * form) is mailed in Arabic, with links to the Arabic pages, and so are the alert's mails after it.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_SEED } from '../../test/fixtures/seed';
import { builtShellRoot, call, formPost, useTestApp } from '../../test/helpers';
import { outboxMailsTo } from '../../test/support/outbox';
import type { SeedContent } from '../db/bootstrap';
import { insertProperty } from '../db/properties';
import { createMailer } from '../lib/mailer';
import { runAlerts } from './job';
import { alertCollections } from './store';

const SEED: SeedContent = {
  ...FIXTURE_SEED,
  // The mail names each home's area and emirate by their Arabic names.
  emirates: FIXTURE_SEED.emirates.map((e) =>
    e.name === 'Dubai' ? { ...e, translations: { ar: { name: 'دبي' } } } : e,
  ),
  areas: FIXTURE_SEED.areas.map((a) =>
    a.name === 'Dubai Marina' ? { ...a, translations: { ar: { name: 'دبي مارينا' } } } : a,
  ),
};
const t = useTestApp({
  seed: SEED,
  env: { APPS_ROOT: builtShellRoot('manzil-alerts-ar-'), RATE_LIMIT_ALERTS_IP: '100' },
});

const outboxTo = (to: string) => outboxMailsTo(t.config.dataDir, to);

const SEARCH = 'purpose=Rent&location=%D8%AF%D8%A8%D9%8A+%D9%85%D8%A7%D8%B1%D9%8A%D9%86%D8%A7';

describe('search alerts in Arabic', () => {
  it('an Arabic sign-up gets its confirmation in Arabic, with a link to the Arabic page, in the outbox', async () => {
    const res = await call(t.app, 'POST', '/api/alerts', {
      json: { email: 'arabic@example.com', consent: 'yes', search: SEARCH, locale: 'ar' },
    });
    expect(res.status).toBe(201);
    const [mail] = outboxTo('arabic@example.com');
    expect(mail).toBeDefined();
    expect(mail).toContain('مرحبًا،');
    expect(mail).toContain('في دبي مارينا');
    expect(mail).toMatch(/\/ar\/alerts\/confirm\/[A-Za-z0-9_-]{43}/);
    expect(mail).toContain('dir="rtl"');
    // Stored with the place as the database names it, and the language of its mails.
    const stored = await alertCollections(t.db.db).alerts.findOne({ mailbox: 'arabic@example.com' });
    expect(stored).toMatchObject({ search: 'purpose=Rent&location=Dubai+Marina', locale: 'ar' });
  });

  it('an English sign-up, or one naming no language of ours, stays English', async () => {
    for (const [email, locale] of [
      ['english@example.com', undefined],
      ['other@example.com', 'fr'],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/alerts', {
        json: {
          email,
          consent: 'yes',
          search: 'purpose=Rent&location=Dubai+Marina',
          ...(locale ? { locale } : {}),
        },
      });
      expect(res.status).toBe(201);
      const [mail] = outboxTo(email);
      expect(mail).toContain('Confirm your Manzil search alert');
      expect(mail).toMatch(/[^r]\/alerts\/confirm\//);
      expect(mail).not.toContain('/ar/');
    }
  });

  it('the Arabic page form (no JavaScript) signs up in Arabic, and the alert mails in Arabic', async () => {
    const res = await formPost(t.app, `/ar/?${SEARCH}`, {
      _form: 'search-alert',
      email: 'form-ar@example.com',
      consent: 'yes',
      search: SEARCH,
      locale: 'ar',
    });
    expect(res.status).toBe(200);
    const [confirmation] = outboxTo('form-ar@example.com');
    const token = /\/ar\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmation ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await formPost(t.app, `/ar/alerts/confirm/${token}`, { _form: 'alert-confirm' })).status).toBe(
      200,
    );

    await insertProperty(t.db.db, {
      areaName: 'dubai_marina',
      emirate: 'dubai',
      house_name: 'Marina Breeze',
      house_type: 'Apartment',
      for: 'Rent',
      bedrooms: 2,
      bathrooms: 2,
      location: 'Dubai Marina',
      discription: 'By the water.',
      imageurl: '/x.jpg',
      price: 9_000,
      area: 1_200,
      translations: { ar: { house_name: 'شقة نسيم المارينا', location: 'دبي مارينا، دبي' } },
    });
    await runAlerts({
      db: t.db.db,
      mailer: createMailer(t.config),
      publicUrl: t.config.publicUrl,
      periodMs: 86_400_000,
    });
    const alert = outboxTo('form-ar@example.com').at(-1)!;
    expect(alert).toContain('شقة نسيم المارينا، دبي مارينا، دبي');
    expect(alert).toMatch(/\/ar\/property\/marina-breeze/);
    expect(alert).toMatch(/\/ar\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}/);
  });
});
