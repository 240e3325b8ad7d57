import { describe, expect, it } from 'vitest';
import {
  AUDIT_VALUE_MAX,
  LEAD_EARLIER_MAX,
  type AuditEntry,
  type Enquiry,
  type Lead,
  type LeadsPage,
  type Property,
} from '@manzil/contract';
import { collections } from '../db/collections';
import { migrateLegacyEnquiries } from '../db/enquiries';
import { call, formOf, json, loginToken, useTestApp } from '../../test/helpers';

const t = useTestApp();

let n = 0;
/** A visitor's enquiry about Opera Grand from a person of their own (unique per test). */
function enquiry(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    kind: 'property-inquiry',
    name: `Buyer ${n} Haddad`,
    email: `buyer${n}@example.com`,
    phone: `+971 50 000 ${String(1000 + n)}`,
    message: 'Is it still available?',
    about: { type: 'property', ref: 'opera-grand', name: 'Opera Grand' },
    ...overrides,
  };
}

async function send(body: Record<string, unknown>): Promise<string> {
  const res = await call(t.app, 'POST', '/api/enquiries', { json: body });
  expect(res.status).toBe(201);
  return (await json<{ data: { _id: string } }>(res)).data._id;
}

async function leads(query: Record<string, string> = {}): Promise<LeadsPage> {
  const token = await loginToken(t.app);
  const res = await call(t.app, 'GET', `/api/admin/leads?${new URLSearchParams(query).toString()}`, {
    token,
  });
  expect(res.status).toBe(200);
  return json<LeadsPage>(res);
}

async function audit(target: 'lead' | 'property', id: string): Promise<AuditEntry[]> {
  const token = await loginToken(t.app);
  const res = await call(t.app, 'GET', `/api/admin/audit?target=${target}&id=${id}`, { token });
  expect(res.status).toBe(200);
  return (await json<{ data: AuditEntry[] }>(res)).data;
}

describe('leads are authenticated', () => {
  it.each([
    ['GET', '/api/admin/leads'],
    ['GET', '/api/admin/leads/export'],
    ['GET', '/api/admin/leads/new-count'],
    ['POST', `/api/admin/leads/${'a'.repeat(24)}`],
    ['POST', `/api/admin/leads/${'a'.repeat(24)}/notes`],
    ['GET', `/api/admin/audit?target=lead&id=${'a'.repeat(24)}`],
  ])('%s %s: 401 without a token', async (method, url) => {
    const res = await call(t.app, method, url, {
      json: method === 'POST' ? { status: 'viewing' } : undefined,
    });
    expect(res.status).toBe(401);
  });
});

describe('a new enquiry', () => {
  it('is a new lead of one enquiry, counted among the new leads', async () => {
    const token = await loginToken(t.app);
    const count = async () =>
      (
        await json<{ data: { count: number } }>(
          await call(t.app, 'GET', '/api/admin/leads/new-count', { token }),
        )
      ).data.count;
    const before = await count();
    const body = enquiry();
    const id = await send(body);
    const { data } = await leads({ q: body.name });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ _id: id, status: 'new', count: 1, notes: [], earlier: [] });
    expect(data[0]!.about).toMatchObject({ name: 'Opera Grand', reference: expect.any(String) });
    expect(await count()).toBe(before + 1);
  });
});

describe('duplicates', () => {
  it('merge the same person (e-mail in another case, phone written locally) about the same listing', async () => {
    const first = enquiry({ message: 'First question' });
    const id = await send(first);
    const again = await send({ ...first, email: first.email.toUpperCase(), message: 'Second question' });
    expect(again).toBe(id);
    // The same phone, written the local way.
    const local = `0${first.phone.replace(/\D/g, '').slice(3)}`;
    expect(await send({ ...first, phone: local, message: 'Third' })).toBe(id);
    const { data, total } = await leads({ q: first.name });
    expect(total).toBe(1);
    // The lead is its first enquiry; the later ones are kept whole, newest first.
    expect(data[0]).toMatchObject({
      count: 3,
      message: 'First question',
      email: first.email,
      phone: first.phone,
    });
    expect(data[0]!.merged.map((e) => [e.message, e.email, e.phone])).toEqual([
      ['Third', first.email, local],
      ['Second question', first.email.toUpperCase(), first.phone],
    ]);
    const trail = await audit('lead', id);
    expect(trail[0]).toMatchObject({ action: 'merge', actor: 'website' });
    expect(trail[0]!.changes).toContainEqual({ field: 'enquiries', from: '2', to: '3' });
  });

  it('do not merge another listing, another person, or a closed lead', async () => {
    const first = enquiry();
    const id = await send(first);
    expect(
      await send({ ...first, about: { type: 'property', ref: 'boulevard-point', name: 'Boulevard Point' } }),
    ).not.toBe(id);
    expect(await send({ ...first, email: 'someone@example.com', phone: '+44 20 7946 0000' })).not.toBe(id);
    const token = await loginToken(t.app);
    await call(t.app, 'POST', `/api/admin/leads/${id}`, { token, json: { status: 'lost' } });
    expect(await send(first)).not.toBe(id);
  });

  it('keep the first and the newest LEAD_EARLIER_MAX, counting the older merged ones dropped', async () => {
    const first = enquiry({ message: 'The first' });
    await send(first);
    for (let i = 0; i < LEAD_EARLIER_MAX + 2; i++) await send({ ...first, message: `Message ${i}` });
    const { data } = await leads({ q: first.name });
    expect(data[0]).toMatchObject({ count: LEAD_EARLIER_MAX + 3, message: 'The first', mergedDropped: 2 });
    expect(data[0]!.merged).toHaveLength(LEAD_EARLIER_MAX);
    expect(data[0]!.merged[0]!.message).toBe(`Message ${LEAD_EARLIER_MAX + 1}`);
    expect(data[0]!.merged.at(-1)!.message).toBe('Message 2');
    // The dropped ones are still in the lead's audit.
    const trail = await audit('lead', data[0]!._id);
    expect(trail.map((e) => e.changes.find((c) => c.field === 'addedMessage')?.to)).toContain('Message 0');
  });
});

describe('nothing an enquirer typed is replaced or dropped', () => {
  const victim = {
    kind: 'property-inquiry',
    name: 'Victim Buyer',
    email: 'victim@example.com',
    phone: '+971 50 111 2233',
    message: 'I want to view this flat on Saturday',
    about: { type: 'property', ref: 'opera-grand', name: 'x' },
  };

  async function csv(q: string): Promise<string> {
    const token = await loginToken(t.app);
    const res = await call(t.app, 'GET', `/api/admin/leads/export?q=${encodeURIComponent(q)}`, { token });
    expect(res.status).toBe(200);
    return res.text();
  }
  async function enquiries(): Promise<Enquiry[]> {
    const token = await loginToken(t.app);
    return (await json<{ data: Enquiry[] }>(await call(t.app, 'GET', '/api/admin/enquiries', { token })))
      .data;
  }
  const contactOf = (e: { name: string; email: string; phone: string }) => ({
    name: e.name,
    email: e.email,
    phone: e.phone,
  });

  it("a second sender with the victim's phone is a lead of their own: the victim's lead keeps its contact", async () => {
    const id = await send(victim);
    const other = await send({
      ...victim,
      name: 'Mallory',
      email: 'mallory@evilmail.com',
      phone: '0501112233',
      message: 'Call me instead',
    });
    expect(other).not.toBe(id);
    const victims = (await leads({ q: 'victim@example.com' })).data;
    expect(victims.map((l) => l._id)).toEqual([id]);
    expect(victims[0]).toMatchObject({ ...contactOf(victim), message: victim.message, count: 1 });
    expect((await leads({ q: 'mallory@evilmail.com' })).data[0]).toMatchObject({
      _id: other,
      name: 'Mallory',
    });
    const text = await csv('opera');
    const row = text.split('\r\n').find((line) => line.includes('victim@example.com'))!;
    expect(row).toContain('Victim Buyer');
    expect(row).not.toContain('Mallory');
    expect(text).toContain('mallory@evilmail.com');
    const listed = await enquiries();
    expect(listed.find((e) => e._id === id)).toMatchObject(contactOf(victim));
    expect(listed.find((e) => e._id === other)).toMatchObject({
      name: 'Mallory',
      email: 'mallory@evilmail.com',
    });
  });

  it('a merged enquiry is kept whole beside the lead, whose contact it never changes, and its audit says what came', async () => {
    const first = {
      ...victim,
      name: 'Second Victim',
      email: 'second.victim@example.com',
      phone: '+971 50 222 3344',
    };
    const id = await send(first);
    // Someone who knows both the e-mail and the phone: the same person as far as a form can tell.
    const second = {
      ...first,
      name: 'Mallory',
      email: 'SECOND.VICTIM@example.com',
      phone: '0502223344',
      message: 'Call me on another day',
    };
    expect(await send(second)).toBe(id);
    const lead = (await leads({ q: 'Second Victim' })).data.find((l) => l._id === id)!;
    expect(lead).toMatchObject({ ...contactOf(first), message: victim.message, count: 2, mergedDropped: 0 });
    expect(lead.merged).toHaveLength(1);
    expect(lead.merged[0]).toMatchObject({
      ...contactOf(second),
      message: second.message,
      kind: 'property-inquiry',
    });
    expect(lead.merged[0]!.about).toMatchObject({
      type: 'property',
      ref: 'opera-grand',
      name: 'Opera Grand',
    });
    expect(Date.parse(lead.merged[0]!.at)).toBe(Date.parse(lead.lastAt));
    // Found by the merged sender's name too.
    expect((await leads({ q: 'Mallory' })).data.map((l) => l._id)).toContain(id);

    const row = (await csv('Second Victim')).split('\r\n').find((line) => line.includes('Second Victim'))!;
    expect(row).toContain('second.victim@example.com');
    expect(row).toContain(
      'from Mallory <SECOND.VICTIM@example.com> 0502223344 about Opera Grand: Call me on another day',
    );

    const listed = (await enquiries()).filter((e) => e._id === id || e._id === lead.merged[0]!._id);
    expect(listed.map(contactOf)).toEqual([contactOf(second), contactOf(first)]);

    const trail = await audit('lead', id);
    expect(trail[0]).toMatchObject({
      action: 'merge',
      actor: 'website',
      label: 'Second Victim about Opera Grand',
    });
    expect(trail[0]!.changes).toEqual([
      { field: 'addedEmail', from: '', to: 'SECOND.VICTIM@example.com' },
      { field: 'addedMessage', from: '', to: 'Call me on another day' },
      { field: 'addedName', from: '', to: 'Mallory' },
      { field: 'addedPhone', from: '', to: '0502223344' },
      { field: 'enquiries', from: '1', to: '2' },
    ]);
  });

  it('three people sharing one office phone are three leads, each under their own name', async () => {
    const office = '+971 4 555 0100';
    const people = ['Office Amal', 'Office Bilal', 'Office Carla'].map((name) => ({
      ...victim,
      name,
      email: `${name.split(' ')[1]!.toLowerCase()}@office.ae`,
      phone: office,
      about: { type: 'area', ref: 'business_bay', name: 'Business Bay' },
    }));
    const ids = [];
    for (const p of people) ids.push(await send({ ...p, message: `${p.name} asks` }));
    // The first writes again, the phone written the local way.
    expect(await send({ ...people[0]!, phone: '04 555 0100', message: 'Amal again' })).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
    const { data } = await leads({ q: 'Office ' });
    expect(data.map((l) => l.name).sort()).toEqual(['Office Amal', 'Office Bilal', 'Office Carla']);
    const amal = data.find((l) => l.name === 'Office Amal')!;
    expect(amal).toMatchObject({ count: 2, message: 'Office Amal asks' });
    expect(amal.merged.map((m) => [m.name, m.phone, m.message])).toEqual([
      ['Office Amal', '04 555 0100', 'Amal again'],
    ]);
  });
});

describe('status, assignee and notes', () => {
  it('moves a lead, assigns an agent, adds notes, each in the audit with the admin', async () => {
    const body = enquiry();
    const id = await send(body);
    const token = await loginToken(t.app);
    const moved = await call(t.app, 'POST', `/api/admin/leads/${id}`, {
      token,
      json: { status: 'viewing', assignee: 'layla-haddad' },
    });
    expect(moved.status).toBe(200);
    expect((await json<{ data: Lead }>(moved)).data).toMatchObject({
      status: 'viewing',
      assignee: 'layla-haddad',
    });
    const noted = await call(t.app, 'POST', `/api/admin/leads/${id}/notes`, {
      token,
      json: { text: 'Viewing booked for Saturday 11:00' },
    });
    expect(noted.status).toBe(201);
    const lead = (await json<{ data: Lead }>(noted)).data;
    expect(lead.notes).toEqual([
      { text: 'Viewing booked for Saturday 11:00', author: 'admin', at: expect.any(String) },
    ]);
    const unassigned = await call(t.app, 'POST', `/api/admin/leads/${id}`, { token, json: { assignee: '' } });
    expect((await json<{ data: Lead }>(unassigned)).data).not.toHaveProperty('assignee');

    const trail = await audit('lead', id);
    expect(trail.map((e) => e.action)).toEqual(['update', 'note', 'update']);
    expect(trail.every((e) => e.actor === 'admin')).toBe(true);
    expect(trail[2]!.changes).toEqual([
      { field: 'assignee', from: '', to: 'layla-haddad' },
      { field: 'status', from: 'new', to: 'viewing' },
    ]);
    expect(trail[1]!.changes).toEqual([{ field: 'note', from: '', to: 'Viewing booked for Saturday 11:00' }]);
    expect(trail[0]!.label).toBe(`${body.name} about Opera Grand`);

    const viewing = await leads({ status: 'viewing', q: body.name });
    expect(viewing.data.map((l) => l._id)).toEqual([id]);
  });

  it('refuses an unknown status, a retired or unknown agent, an empty note, an unknown lead', async () => {
    const id = await send(enquiry());
    const token = await loginToken(t.app);
    const cases: [string, unknown, number, RegExp][] = [
      [`/api/admin/leads/${id}`, { status: 'won' }, 400, /^status:/],
      [`/api/admin/leads/${id}`, { assignee: 'retired-agent' }, 400, /^assignee:/],
      [`/api/admin/leads/${id}`, { assignee: 'nobody-here' }, 400, /^assignee:/],
      [`/api/admin/leads/${id}`, { assignee: { $ne: '' } }, 400, /^assignee:/],
      [`/api/admin/leads/${id}`, {}, 400, /status or assignee/],
      [`/api/admin/leads/${id}/notes`, { text: '   ' }, 400, /^text: is required/],
      [`/api/admin/leads/${id}/notes`, { text: 'x'.repeat(2001) }, 400, /^text:/],
      [`/api/admin/leads/${'a'.repeat(24)}`, { status: 'viewing' }, 404, /Lead not found/],
      ['/api/admin/leads/nope', { status: 'viewing' }, 400, /^id:/],
    ];
    for (const [url, body, status, msg] of cases) {
      const res = await call(t.app, 'POST', url, { token, json: body });
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect((await json<{ msg: string }>(res)).msg).toMatch(msg);
    }
  });

  it('bounds the notes of one lead', async () => {
    const id = await send(enquiry());
    const { ObjectId } = await import('mongodb');
    const full = Array.from({ length: 200 }, (_, i) => ({ text: `n${i}`, author: 'admin', at: new Date() }));
    await collections(t.db.db).enquiries.updateOne({ _id: new ObjectId(id) }, { $set: { notes: full } });
    const token = await loginToken(t.app);
    const res = await call(t.app, 'POST', `/api/admin/leads/${id}/notes`, {
      token,
      json: { text: 'One more' },
    });
    expect(res.status).toBe(409);
  });
});

describe('search, filters and paging', () => {
  it('finds by name, e-mail, phone digits and listing; filters by type and date; pages', async () => {
    const tag = `Zeta${Date.now()}`;
    const a = enquiry({
      name: `${tag} Alpha`,
      email: `${tag.toLowerCase()}@example.com`,
      phone: '+971 55 987 6543',
    });
    await send(a);
    await send(enquiry({ name: `${tag} Beta`, kind: 'brochure' }));
    await send(enquiry({ name: `${tag} Gamma`, kind: 'contact', about: undefined }));
    expect((await leads({ q: tag })).total).toBe(3);
    expect((await leads({ q: a.email })).data[0]!.name).toBe(a.name);
    expect((await leads({ q: '055 987 65' })).data.map((l) => l.name)).toContain(a.name);
    expect((await leads({ q: tag, kind: 'brochure' })).data.map((l) => l.name)).toEqual([`${tag} Beta`]);
    expect((await leads({ q: 'opera grand' })).total).toBeGreaterThan(1);
    // The regex characters of a search are text.
    expect((await leads({ q: '.*' })).total).toBe(0);
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    expect((await leads({ q: tag, from: today, to: today })).total).toBe(3);
    expect((await leads({ q: tag, to: '2020-01-01' })).total).toBe(0);
    const page2 = await leads({ q: tag, limit: '2', page: '2' });
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.data).toHaveLength(1);
    // Newest first: Alpha was sent first.
    expect(page2.data[0]!.name).toBe(a.name);
  });

  it('400 for a bad filter; a limit over the maximum is capped', async () => {
    const token = await loginToken(t.app);
    for (const query of [
      'status=won',
      'kind=spam',
      'from=yesterday',
      'page=0',
      'limit=-1',
      `q=${'x'.repeat(121)}`,
    ]) {
      const res = await call(t.app, 'GET', `/api/admin/leads?${query}`, { token });
      expect(res.status, query).toBe(400);
    }
    expect((await leads({ limit: '100000' })).limit).toBe(100);
  });
});

describe('CSV export', () => {
  it('exports the filter, escaped, with formulas made inert', async () => {
    const tag = `Csv${Date.now()}`;
    await send(enquiry({ name: `${tag} =HYPERLINK("x")`, message: 'Line one, "quoted"\nline two' }));
    await send(enquiry({ name: `${tag} Plain` }));
    const token = await loginToken(t.app);
    const res = await call(t.app, 'GET', `/api/admin/leads/export?q=${tag}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A BOM first, so spreadsheets read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Received,Last enquiry,Status,Type,Name,')).toBe(true);
    expect(text).toContain(`"${tag} =HYPERLINK(""x"")"`);
    expect(text).toContain(`"Line one, ""quoted""\nline two"`);
    // A phone starts with +: a spreadsheet would read it as a formula.
    expect(text).toMatch(/,'\+971 50 000 \d+,/);
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
  });
});

describe('older enquiries', () => {
  it('read as new leads of one and are given their keys at start', async () => {
    const c = collections(t.db.db).enquiries;
    const { insertedId } = await c.insertOne({
      kind: 'contact',
      name: 'Old Record',
      email: 'old@example.com',
      phone: '050 111 2222',
      createdAt: new Date('2025-01-02T10:00:00Z'),
    } as never);
    const listed = await leads({ q: 'Old Record' });
    expect(listed.data[0]).toMatchObject({ status: 'new', count: 1, lastAt: '2025-01-02T10:00:00.000Z' });
    expect(await migrateLegacyEnquiries(t.db.db)).toBe(1);
    expect(await c.findOne({ _id: insertedId })).toMatchObject({
      status: 'new',
      phoneKey: '971501112222',
      updatedAt: new Date('2025-01-02T10:00:00Z'),
    });
    expect(await migrateLegacyEnquiries(t.db.db)).toBe(0);
    // The spec's list still answers plain enquiries.
    const token = await loginToken(t.app);
    const spec = await json<{ data: Enquiry[] }>(await call(t.app, 'GET', '/api/admin/enquiries', { token }));
    expect(spec.data.find((e) => e.name === 'Old Record')).not.toHaveProperty('phoneKey');
  });
});

describe('leads merged before merged enquiries were kept whole', () => {
  it('read as they were (the latest sender, earlier messages), and a new merge keeps both', async () => {
    const c = collections(t.db.db).enquiries;
    const first = new Date(Date.now() - 3 * 86_400_000);
    const latest = new Date(Date.now() - 86_400_000);
    const { insertedId } = await c.insertOne({
      kind: 'property-inquiry',
      name: 'Legacy Latest',
      email: 'legacy@example.com',
      phone: '+971 50 333 4455',
      message: 'Latest old message',
      about: { type: 'property', ref: 'opera-grand', name: 'Opera Grand' },
      createdAt: first,
      status: 'new',
      notes: [],
      count: 2,
      lastAt: latest,
      earlier: [{ message: 'First old message', kind: 'property-inquiry', at: first }],
      emailKey: 'legacy@example.com',
      phoneKey: '971503334455',
      topicKey: 'property:opera-grand',
      updatedAt: latest,
    } as never);
    const id = insertedId.toHexString();
    const before = (await leads({ q: 'Legacy Latest' })).data[0]!;
    expect(before).toMatchObject({ _id: id, count: 2, merged: [], mergedDropped: 0 });
    expect(before.sentAt).toBe(latest.toISOString());
    expect(before.earlier).toEqual([
      { message: 'First old message', kind: 'property-inquiry', at: first.toISOString() },
    ]);

    const next = { ...enquiry(), name: 'Legacy Latest', email: 'legacy@example.com', phone: '050 333 4455' };
    expect(await send({ ...next, message: 'A new one' })).toBe(id);
    const after = (await leads({ q: 'Legacy Latest' })).data[0]!;
    expect(after).toMatchObject({ count: 3, message: 'Latest old message', sentAt: latest.toISOString() });
    expect(after.merged.map((e) => e.message)).toEqual(['A new one']);
    expect(after.earlier).toHaveLength(1);
    const token = await loginToken(t.app);
    const listed = (
      await json<{ data: Enquiry[] }>(await call(t.app, 'GET', '/api/admin/enquiries', { token }))
    ).data;
    expect(listed.find((e) => e._id === id)).toMatchObject({
      message: 'Latest old message',
      createdAt: latest.toISOString(),
    });
  });
});

describe('retention (the privacy notice)', () => {
  it('deletes a lead, and its history, 24 months after the last contact', async () => {
    const days = (name: string, collection: 'enquiries' | 'audit') =>
      t.db.db
        .collection(collection)
        .indexes()
        .then((all) => all.find((i) => i.name === name))
        .then((i) => i && { key: i.key, days: (i.expireAfterSeconds ?? 0) / 86_400 });
    expect(await days('retention', 'enquiries')).toEqual({ key: { updatedAt: 1 }, days: 730 });
    expect(await days('retention', 'audit')).toEqual({ key: { at: 1 }, days: 730 });
  });
});

describe('the audit of a listing', () => {
  it('records who changed which fields (old → new); values are bounded; an unchanged save records nothing', async () => {
    const token = await loginToken(t.app);
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    const target = list.find((p) => p.house_name === 'Opera Grand')!;
    const res = await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: target._id, status: 'under-offer', description: 'd'.repeat(1000) }),
      token,
    });
    expect(res.status).toBe(200);
    const trail = await audit('property', target._id);
    expect(trail[0]).toMatchObject({
      action: 'update',
      actor: 'admin',
      label: 'Opera Grand',
      target: 'property',
    });
    const status = trail[0]!.changes.find((ch) => ch.field === 'status');
    // Every listing stores its status (the search indexes it): the trail says what was stored.
    expect(status).toEqual({ field: 'status', from: 'available', to: 'under-offer' });
    const description = trail[0]!.changes.find((ch) => ch.field === 'description')!;
    expect(description.to.length).toBe(AUDIT_VALUE_MAX);
    expect(trail[0]!.changes.map((ch) => ch.field)).not.toContain('updatedAt');

    // Saving the same values again records nothing.
    await call(t.app, 'POST', '/api/admin/update-property', {
      form: formOf({ _id: target._id, status: 'under-offer' }),
      token,
    });
    expect(await audit('property', target._id)).toHaveLength(trail.length);
  });

  it("records a delete with the listing's name, the trail outliving the listing", async () => {
    const token = await loginToken(t.app);
    const list = await json<Property[]>(await call(t.app, 'GET', '/api/admin/properties/downtown_dubai'));
    const target = list.at(-1)!;
    const res = await call(t.app, 'DELETE', '/api/admin/delete-property', {
      json: { _id: target._id, areaName: target.areaName },
      token,
    });
    expect(res.status).toBe(200);
    expect((await audit('property', target._id))[0]).toMatchObject({
      action: 'delete',
      actor: 'admin',
      label: target.house_name,
      changes: [],
    });
  });

  it('400 for an unknown target or id', async () => {
    const token = await loginToken(t.app);
    for (const q of ['target=planet&id=' + 'a'.repeat(24), 'target=lead&id=1', 'target=lead']) {
      expect((await call(t.app, 'GET', `/api/admin/audit?${q}`, { token })).status, q).toBe(400);
    }
  });
});
