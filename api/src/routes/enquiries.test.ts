import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import type { Enquiry } from '@manzil/contract';
import { collections } from '../db/collections';
import { call, getOk, json, loginToken, useTestApp } from '../../test/helpers';
import { outboxMails as allOutboxMails, outboxMailsTo } from '../../test/support/outbox';
import { propertyEnquiry } from '../../test/support/enquiry';

// The default mailer: .eml files in DATA_DIR/outbox.
const t = useTestApp({ env: { AGENCY_EMAIL: 'leads@manzil.test' } });

const outboxMails = () => allOutboxMails(t.dataDir);

const lead = propertyEnquiry;

describe('POST /api/enquiries', () => {
  it('201 {data:{_id}}, stored, mailed to AGENCY_EMAIL (no agent on the listing) and acknowledged to the buyer', async () => {
    const res = await call(t.app, 'POST', '/api/enquiries', { json: lead });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { _id: string } }>(res);
    expect(data._id).toMatch(/^[0-9a-f]{24}$/);
    const mails = outboxMails();
    expect(mails).toHaveLength(2);
    const copy = mails.find((m) => /^To: leads@manzil\.test$/m.test(m))!;
    expect(copy).toMatch(/^Reply-To: layla@example\.com$/m);
    expect(copy).toContain('Layla Haddad');
    const ack = mails.find((m) => /^To: layla@example\.com$/m.test(m))!;
    expect(ack).toMatch(/^Subject: We received your enquiry about Opera Grand$/m);
    expect(ack).toMatch(/^Reply-To: leads@manzil\.test$/m);
  });

  it.each(['brochure', 'vr-access', 'contact'])('accepts kind %s with name, email, phone', async (kind) => {
    const res = await call(t.app, 'POST', '/api/enquiries', {
      json: { kind, name: 'A B', email: 'ab@example.com', phone: '0501234567' },
    });
    expect(res.status).toBe(201);
  });

  it('400 {msg} for each invalid field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...lead, kind: 'spam' }, /^kind:/],
      [{ ...lead, name: '' }, /^name: is required/],
      [{ ...lead, email: 'nope' }, /^email:/],
      [{ ...lead, phone: 'call me' }, /^phone:/],
      [{ ...lead, preferredContact: 'fax' }, /^preferredContact:/],
      [{ ...lead, about: { type: 'property', ref: { $gt: '' }, name: 'x' } }, /^about\.ref:/],
      [{ ...lead, createdAt: '2000-01-01' }, /createdAt/],
      [{ ...lead, locale: 'fr' }, /^locale:/],
    ];
    for (const [body, msg] of cases) {
      const res = await call(t.app, 'POST', '/api/enquiries', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ msg: string }>(res)).msg).toMatch(msg);
    }
  });
});

describe('GET /api/admin/enquiries', () => {
  it('401 without a token', async () => {
    expect((await call(t.app, 'GET', '/api/admin/enquiries')).status).toBe(401);
  });
  it('lists enquiries newest first', async () => {
    const token = await loginToken(t.app);
    const { data } = await getOk<{ data: Enquiry[] }>(t.app, '/api/admin/enquiries', { token });
    expect(data).toHaveLength(4);
    expect(data.at(-1)).toMatchObject({ kind: 'property-inquiry', name: 'Layla Haddad', about: lead.about });
    const times = data.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('an enquiry about a listing', () => {
  it("records the listing's name and Reference ID from the listing itself, never as the sender claims them", async () => {
    const home = await json<{ _id: string }>(
      await call(t.app, 'GET', '/api/properties/by-slug/boulevard-point'),
    );
    const reference = home._id.slice(0, 8).toUpperCase();
    const res = await call(t.app, 'POST', '/api/enquiries', {
      json: {
        ...lead,
        kind: 'contact',
        about: { type: 'property', ref: 'boulevard-point', name: 'A cheaper home', reference: '00000000' },
      },
    });
    expect(res.status).toBe(201);
    const token = await loginToken(t.app);
    const { data } = await json<{ data: Enquiry[] }>(
      await call(t.app, 'GET', '/api/admin/enquiries', { token }),
    );
    expect(data[0]!.about).toEqual({
      type: 'property',
      ref: 'boulevard-point',
      name: 'Boulevard Point',
      reference,
    });
  });

  it('keeps the lead of a listing removed meanwhile, without a reference it cannot vouch for', async () => {
    const res = await call(t.app, 'POST', '/api/enquiries', {
      json: {
        ...lead,
        about: { type: 'property', ref: 'sold-and-gone', name: 'Gone Home', reference: 'ABCDEF12' },
      },
    });
    expect(res.status).toBe(201);
    const token = await loginToken(t.app);
    const { data } = await json<{ data: Enquiry[] }>(
      await call(t.app, 'GET', '/api/admin/enquiries', { token }),
    );
    expect(data[0]!.about).toEqual({ type: 'property', ref: 'sold-and-gone', name: 'Gone Home' });
  });

  it('400 for a reference that is no Reference ID', async () => {
    const res = await call(t.app, 'POST', '/api/enquiries', {
      json: { ...lead, about: { ...lead.about, reference: 'abc' } },
    });
    expect(res.status).toBe(400);
  });
});

describe('an enquiry from the Arabic site', () => {
  it('is stored with its language, and the agency’s copy says so', async () => {
    const before = new Set(fs.readdirSync(path.join(t.dataDir, 'outbox')));
    const res = await call(t.app, 'POST', '/api/enquiries', {
      json: {
        kind: 'contact',
        name: 'ليلى',
        email: 'arabic-lead@example.com',
        phone: '0501234567',
        locale: 'ar',
      },
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { _id: string } }>(res);
    const stored = await collections(t.db.db).enquiries.findOne({ _id: new ObjectId(data._id) });
    expect(stored?.locale).toBe('ar');
    // The agency's copy and the buyer's acknowledgement.
    const added = fs
      .readdirSync(path.join(t.dataDir, 'outbox'))
      .filter((f) => !before.has(f))
      .map((f) => fs.readFileSync(path.join(t.dataDir, 'outbox', f), 'utf8'));
    expect(added).toHaveLength(2);
    const copy = added.find((m) => /^To: leads@manzil\.test\r?$/m.test(m));
    expect(copy).toContain('Language: Arabic');
  });
});

describe("the buyer's acknowledgement", () => {
  it("acknowledges in the buyer's language: an enquiry from an Arabic page is answered in Arabic", async () => {
    await collections(t.db.db).properties.updateOne(
      { slug: 'opera-grand' },
      { $set: { 'translations.ar.house_name': 'أوبرا جراند' } },
    );
    const email = 'arabic-buyer@example.com';
    const res = await call(t.app, 'POST', '/api/enquiries', { json: { ...lead, email, locale: 'ar' } });
    expect(res.status).toBe(201);
    const [ack] = outboxMailsTo(t.dataDir, email);
    expect(ack).toContain('مرحبًا Layla Haddad،');
    expect(ack).toContain('لقد استلمنا استفسارك عن أوبرا جراند (المرجع');
    expect(ack).toContain('نرد عادةً خلال يوم عمل واحد');
    expect(ack).not.toContain('Thank you');
  });
});
