import { describe, expect, it } from 'vitest';
import type { AuditLogPage, SeatResponse } from '@manzil/contract';
import { collections } from '../db/collections';
import { valueInWords, type AuditNames } from '../db/audit-log';
import { call, formOf, json, loginToken, memoryMailer, useTestApp } from '../../test/helpers';

const mailer = memoryMailer();
const t = useTestApp({ mailer });

const NAMES: AuditNames = {
  agents: new Map([['layla-haddad', 'Layla Haddad']]),
  areas: new Map([['downtown_dubai', 'Downtown Dubai']]),
  emirates: new Map([['dubai', 'Dubai']]),
};

describe('audit values in words', () => {
  it.each([
    ['property', 'price', '1500000', 'AED 1,500,000'],
    ['property', 'status', 'under-offer', 'Under offer'],
    ['lead', 'status', 'viewing', 'Viewing'],
    ['property', 'agent', 'layla-haddad', 'Layla Haddad'],
    ['lead', 'assignee', 'omar-siddiqui', 'Omar Siddiqui'],
    ['property', 'areaName', 'downtown_dubai', 'Downtown Dubai'],
    ['property', 'photos', '["/a.jpg","/b.jpg"]', '2 photos'],
    ['property', 'amenities', '["Pool","Gym"]', 'Pool, Gym'],
    ['agent', 'areas', '["downtown_dubai"]', 'Downtown Dubai'],
    ['agent', 'active', 'false', 'Retired'],
    ['property', 'completion', '2027-Q3', 'Off-plan, handover Q3 2027'],
    ['property', 'permitNumber', '', 'none'],
  ] as const)('%s %s %s → %s', (target, field, value, words) =>
    expect(valueInWords(target, field, value, NAMES)).toBe(words),
  );
});

describe('GET /api/admin/audit/log', () => {
  it("finds a price change by the person who made it, said in words; an agent's seat is refused", async () => {
    const owner = await loginToken(t.app);
    const invited = await call(t.app, 'POST', '/api/admin/users', {
      token: owner,
      json: { username: 'mariam', email: 'mariam@manzil.ae', role: 'admin' },
    });
    expect(invited.status).toBe(201);
    const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    await call(t.app, 'POST', `/api/admin/reset-password/${link}`, {
      json: { password: 'mariam long password' },
    });
    const mariam = await loginToken(t.app, 'mariam', 'mariam long password');
    const home = (await collections(t.db.db).properties.findOne({ slug: 'opera-grand' }))!;
    const res = await call(t.app, 'POST', '/api/admin/update-property', {
      token: mariam,
      form: formOf({ _id: home._id.toHexString(), price: '1400000' }),
    });
    expect(res.status).toBe(200);
    const log = await json<AuditLogPage>(
      await call(t.app, 'GET', '/api/admin/audit/log?actor=mariam&target=property', { token: owner }),
    );
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ actor: 'mariam', label: 'Opera Grand', action: 'update' });
    expect(log.data[0]!.changes).toContainEqual({
      field: 'price',
      label: 'Price',
      from: 'AED 1,500,000',
      to: 'AED 1,400,000',
    });
    // Derived bookkeeping is left out.
    expect(log.data[0]!.changes.map((c) => c.field)).not.toContain('priceOrder');
    const byName = await json<AuditLogPage>(
      await call(t.app, 'GET', '/api/admin/audit/log?q=opera', { token: owner }),
    );
    expect(byName.data.map((e) => e.label)).toContain('Opera Grand');
    const users = await json<AuditLogPage>(
      await call(t.app, 'GET', '/api/admin/audit/log?target=user', { token: owner }),
    );
    expect(users.data[0]!.changes).toContainEqual({
      field: 'role',
      label: 'Role',
      from: 'none',
      to: 'Admin',
    });
    const none = await json<AuditLogPage>(
      await call(t.app, 'GET', '/api/admin/audit/log?actor=mariam&from=2001-01-01&to=2001-01-02', {
        token: owner,
      }),
    );
    expect(none.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/admin/audit/log?from=yesterday', { token: owner })).status).toBe(
      400,
    );
    expect((await call(t.app, 'GET', '/api/admin/audit/log')).status).toBe(401);
    const agentSeat = await call(t.app, 'POST', '/api/admin/users', {
      token: owner,
      json: { username: 'omar', email: 'omar.seat@manzil.ae', role: 'agent', agent: 'omar-siddiqui' },
    });
    expect((await json<SeatResponse>(agentSeat)).data.role).toBe('agent');
    const agentLink = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;
    await call(t.app, 'POST', `/api/admin/reset-password/${agentLink}`, {
      json: { password: 'omar long password' },
    });
    const omar = await loginToken(t.app, 'omar', 'omar long password');
    expect((await call(t.app, 'GET', '/api/admin/audit/log', { token: omar })).status).toBe(403);
  });
});
