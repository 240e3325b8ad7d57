import { describe, expect, it } from 'vitest';
import type { DashboardResponse, LeadsPage, Property, SeatResponse, SeatsResponse } from '@manzil/contract';
import { collections } from '../db/collections';
import { call, formOf, json, loginToken, memoryMailer, useTestApp } from '../../test/helpers';
import { villaForm } from '../../test/fixtures/admin-bodies';

const mailer = memoryMailer();
const t = useTestApp({ mailer });
const PASSWORD = 'a long agent password';

/** The set-password link of the newest mail to `to`. */
function inviteToken(to: string): string {
  const mail = mailer.sent.filter((m) => m.to === to).at(-1);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return token;
}

/** Invites a seat as the owner and sets its password through the mailed link: its session token. */
async function seat(owner: string, body: Record<string, string>): Promise<{ id: string; token: string }> {
  const res = await call(t.app, 'POST', '/api/admin/users', { token: owner, json: body });
  expect(res.status).toBe(201);
  const { data } = await json<SeatResponse>(res);
  const set = await call(t.app, 'POST', `/api/admin/reset-password/${inviteToken(body.email!)}`, {
    json: { password: PASSWORD },
  });
  expect(set.status).toBe(200);
  return { id: data._id, token: await loginToken(t.app, body.username, PASSWORD) };
}

const propertyId = async (slug: string) =>
  (await collections(t.db.db).properties.findOne({ slug }))!._id.toHexString();

async function enquire(slug: string, email: string): Promise<string> {
  const res = await call(t.app, 'POST', '/api/enquiries', {
    json: {
      kind: 'property-inquiry',
      name: 'Buyer',
      email,
      phone: '+971 50 765 4321',
      message: 'Interested',
      about: { type: 'property', ref: slug, name: slug },
    },
  });
  return (await json<{ data: { _id: string } }>(res)).data._id;
}

describe('seats: invitations', () => {
  it('mails a set-password link that works once; the seat cannot sign in before it', async () => {
    const owner = await loginToken(t.app);
    const res = await call(t.app, 'POST', '/api/admin/users', {
      token: owner,
      json: { username: 'omar', email: 'omar@manzil.ae', role: 'agent', agent: 'omar-siddiqui' },
    });
    expect(res.status).toBe(201);
    const { data } = await json<SeatResponse>(res);
    expect(data).toMatchObject({ role: 'agent', agent: 'omar-siddiqui', active: true, invited: true });
    const mail = mailer.sent.at(-1)!;
    expect(mail.subject).toBe("You're invited to Manzil's back office");
    expect(mail.text).toContain("You're invited to Manzil's back office: admin gave you a seat as agent");
    expect(mail.text).toContain('The link works once');
    expect(mail.text).toContain('?invite=1');
    expect(mail.text).not.toContain('reset your');
    const token = inviteToken('omar@manzil.ae');
    const before = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: 'omar', password: PASSWORD },
    });
    expect(before.status).toBe(401);
    const wrong = await call(t.app, 'POST', `/api/admin/reset-password/${'x'.repeat(43)}`, {
      json: { password: PASSWORD },
    });
    expect(wrong.status).toBe(400);
    const first = await call(t.app, 'POST', `/api/admin/reset-password/${token}`, {
      json: { password: PASSWORD },
    });
    expect(first.status).toBe(200);
    const second = await call(t.app, 'POST', `/api/admin/reset-password/${token}`, {
      json: { password: 'another long password' },
    });
    expect(second.status).toBe(400);
    const agentToken = await loginToken(t.app, 'omar', PASSWORD);
    const dash = await json<DashboardResponse>(
      await call(t.app, 'GET', '/api/admin/dashboard', { token: agentToken }),
    );
    expect(dash.admin).toMatchObject({ username: 'omar', role: 'agent', agent: 'omar-siddiqui' });
    const seats = await json<SeatsResponse>(await call(t.app, 'GET', '/api/admin/users', { token: owner }));
    expect(seats.data[0]).toMatchObject({ username: 'admin', role: 'owner' });
    expect(seats.data.find((s) => s.username === 'omar')).toMatchObject({ invited: false });
  });

  it('refuses an invitation without an agent profile, with a retired one, a taken username, or a bad role', async () => {
    const owner = await loginToken(t.app);
    for (const [body, status, msg] of [
      [{ username: 'x1', email: 'x1@manzil.ae', role: 'agent' }, 400, /^agent: is required/],
      [
        { username: 'x2', email: 'x2@manzil.ae', role: 'agent', agent: 'retired-agent' },
        400,
        /^agent: must be an active/,
      ],
      [{ username: 'x3', email: 'x3@manzil.ae', role: 'owner' }, 400, /^role:/],
      [{ username: 'admin', email: 'x4@manzil.ae', role: 'admin' }, 409, /^username: is already taken/],
      [{ username: 'x5', email: 'x5@manzil.ae', role: 'admin', isOwner: true }, 400, /isOwner/],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/admin/users', { token: owner, json: body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await json<{ msg: string }>(res)).msg).toMatch(msg);
    }
    expect(
      (
        await call(t.app, 'POST', '/api/admin/users', {
          json: { username: 'y', email: 'y@x.ae', role: 'admin' },
        })
      ).status,
    ).toBe(401);
  });
});

describe("seats: an agent's seat", () => {
  it('reads and changes only its own leads; other leads answer 403', async () => {
    const owner = await loginToken(t.app);
    const layla = await seat(owner, {
      username: 'layla',
      email: 'layla.seat@manzil.ae',
      role: 'agent',
      agent: 'layla-haddad',
    });
    const own = await enquire('boulevard-point', 'own@example.com');
    const other = await enquire('marina-gate-rental', 'other@example.com');
    const list = await json<LeadsPage>(await call(t.app, 'GET', '/api/admin/leads', { token: layla.token }));
    expect(list.data.map((l) => l._id)).toContain(own);
    expect(list.data.every((l) => l.assignee === 'layla-haddad')).toBe(true);
    expect((await call(t.app, 'GET', `/api/admin/leads/${own}`, { token: layla.token })).status).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/api/admin/leads/${other}`, undefined],
      ['POST', `/api/admin/leads/${other}`, { status: 'contacted' }],
      ['POST', `/api/admin/leads/${other}/notes`, { text: 'mine now' }],
      ['GET', `/api/admin/audit?target=lead&id=${other}`, undefined],
      ['POST', `/api/admin/leads/${own}`, { assignee: 'omar-siddiqui' }],
    ] as const) {
      const res = await call(t.app, method, url, { token: layla.token, json: body });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const csv = await (await call(t.app, 'GET', '/api/admin/leads/export', { token: layla.token })).text();
    expect(csv).not.toContain('other@example.com');
    const done = await call(t.app, 'POST', `/api/admin/leads/${own}`, {
      token: layla.token,
      json: { status: 'contacted' },
    });
    expect(done.status).toBe(200);
    // The owner reads every lead.
    expect((await call(t.app, 'GET', `/api/admin/leads/${other}`, { token: owner })).status).toBe(200);
  });

  it('edits its own listings only; a listing it adds is its own', async () => {
    const owner = await loginToken(t.app);
    const { token } = await seat(owner, {
      username: 'layla2',
      email: 'layla2.seat@manzil.ae',
      role: 'agent',
      agent: 'layla-haddad',
    });
    const mine = await propertyId('boulevard-point');
    const theirs = await propertyId('marina-gate-rental');
    const update = (id: string, fields: Record<string, string> = {}) =>
      call(t.app, 'POST', '/api/admin/update-property', {
        token,
        form: formOf({ _id: id, price: '950000', ...fields }),
      });
    expect((await update(theirs)).status).toBe(403);
    expect((await update(mine, { agent: 'omar-siddiqui' })).status).toBe(403);
    expect((await update(mine)).status).toBe(200);
    const del = await call(t.app, 'DELETE', '/api/admin/delete-property', {
      token,
      json: { _id: theirs, areaName: 'dubai_marina' },
    });
    expect(del.status).toBe(403);
    const bulk = await call(t.app, 'POST', '/api/admin/listings/status', {
      token,
      json: { ids: [mine, theirs], status: 'sold' },
    });
    expect(bulk.status).toBe(403);
    expect((await collections(t.db.db).properties.findOne({ slug: 'boulevard-point' }))!.status).not.toBe(
      'sold',
    );
    const added = await call(t.app, 'POST', '/api/admin/add-property', {
      token,
      form: formOf({ ...villaForm('Layla Seat Villa'), agent: 'omar-siddiqui' }),
    });
    expect(added.status).toBe(201);
    expect((await json<{ data: Property }>(added)).data.agent).toBe('layla-haddad');
  });

  it('cannot reach users, lead routing, enquiries, agents, areas or the owner-only settings', async () => {
    const owner = await loginToken(t.app);
    const { token } = await seat(owner, {
      username: 'layla3',
      email: 'layla3.seat@manzil.ae',
      role: 'agent',
      agent: 'layla-haddad',
    });
    for (const [method, url, opts] of [
      ['GET', '/api/admin/users', {}],
      ['GET', '/api/admin/reports', {}],
      ['GET', '/api/admin/reports/export.csv', {}],
      ['GET', '/api/admin/audit/log', {}],
      ['POST', '/api/admin/users', { json: { username: 'z', email: 'z@manzil.ae', role: 'admin' } }],
      ['GET', '/api/admin/lead-routing', {}],
      ['POST', '/api/admin/lead-routing', { json: { mode: 'round-robin' } }],
      ['GET', '/api/admin/enquiries', {}],
      ['POST', '/api/admin/agents/omar-siddiqui/retire', { json: {} }],
      ['POST', '/api/admin/area-details', { json: {} }],
      ['DELETE', '/api/admin/delete-city', { json: { docId: 'x', collectionName: 'y' } }],
    ] as const) {
      const res = await call(t.app, method, url, { token, ...opts });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    // Reads it needs to work stay open.
    expect((await call(t.app, 'GET', '/api/admin/agents', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/listings', { token })).status).toBe(200);
  });
});

describe('seats: deactivation and the owner', () => {
  it('a deactivated seat loses its sessions and sign-in, keeps its history, and can be reactivated', async () => {
    const owner = await loginToken(t.app);
    const agent = await seat(owner, {
      username: 'leaver',
      email: 'leaver@manzil.ae',
      role: 'agent',
      agent: 'omar-siddiqui',
    });
    const off = await call(t.app, 'POST', `/api/admin/users/${agent.id}`, {
      token: owner,
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await json<SeatResponse>(off)).data.active).toBe(false);
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: agent.token })).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/admin/login', {
      json: { username: 'leaver', password: PASSWORD },
    });
    expect(login.status).toBe(401);
    const seats = await json<SeatsResponse>(await call(t.app, 'GET', '/api/admin/users', { token: owner }));
    expect(seats.data.find((s) => s.username === 'leaver')).toMatchObject({ active: false });
    const on = await call(t.app, 'POST', `/api/admin/users/${agent.id}`, {
      token: owner,
      json: { active: true },
    });
    expect(on.status).toBe(200);
    expect(await loginToken(t.app, 'leaver', PASSWORD)).toBeTruthy();
  });

  it("an admin manages seats but not the owner's, nor their own; only the owner chooses the lead routing", async () => {
    const owner = await loginToken(t.app);
    const ownerId = (
      await json<SeatsResponse>(await call(t.app, 'GET', '/api/admin/users', { token: owner }))
    ).data[0]!._id;
    const admin = await seat(owner, { username: 'deputy', email: 'deputy@manzil.ae', role: 'admin' });
    for (const [id, body] of [
      [ownerId, { active: false }],
      [ownerId, { role: 'agent', agent: 'omar-siddiqui' }],
      [admin.id, { active: false }],
      [admin.id, { role: 'agent', agent: 'omar-siddiqui' }],
    ] as const) {
      const res = await call(t.app, 'POST', `/api/admin/users/${id}`, { token: admin.token, json: body });
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/lead-routing', { token: admin.token })).status).toBe(200);
    expect(
      (
        await call(t.app, 'POST', '/api/admin/lead-routing', {
          token: admin.token,
          json: { mode: 'round-robin' },
        })
      ).status,
    ).toBe(403);
    const other = await seat(owner, { username: 'helper', email: 'helper@manzil.ae', role: 'admin' });
    const demoted = await call(t.app, 'POST', `/api/admin/users/${other.id}`, {
      token: admin.token,
      json: { role: 'agent', agent: 'omar-siddiqui' },
    });
    expect(demoted.status).toBe(200);
    // Its old session carried the old role: it ended.
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { token: other.token })).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', `/api/admin/users/${'0'.repeat(24)}`, {
          token: owner,
          json: { active: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/admin/users/${other.id}`, { token: owner, json: {} })).status,
    ).toBe(400);
  });
});
