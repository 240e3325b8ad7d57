import { describe, expect, it } from 'vitest';
import type { LeadsPage, ReportsResponse } from '@manzil/contract';
import { createViewCounter, type ViewCounter } from '../db/listing-views';
import { buildReports } from '../db/reports';
import { call, json, loginToken, useTestApp } from '../../test/helpers';

// The app's view counter, made once the test database exists; flushed by the test instead of a timer.
let real: ViewCounter | undefined;
const views: ViewCounter = {
  count: (slug, at) => real?.count(slug, at),
  flush: () => real?.flush() ?? Promise.resolve(),
  stop: () => real?.stop() ?? Promise.resolve(),
};
const t = useTestApp({ views });

const enquiry = (name: string, email: string, slug?: string) => ({
  kind: slug ? 'property-inquiry' : 'contact',
  name,
  email,
  phone: '+971 50 123 4567',
  message: 'Hello',
  ...(slug && { about: { type: 'property', ref: slug, name: slug } }),
});

describe('GET /api/admin/reports', () => {
  it('counts what the data holds: enquiries by listing, agent, source and week, the funnel, first responses and views', async () => {
    real = createViewCounter(t.db.db);
    const token = await loginToken(t.app);
    const sent = [
      enquiry('A One', 'a1@example.com', 'boulevard-point'),
      enquiry('A Two', 'a2@example.com', 'boulevard-point'),
      enquiry('A Three', 'a3@example.com', 'boulevard-point'),
      enquiry('B One', 'b1@example.com', 'marina-gate-rental'),
      enquiry('C One', 'c1@example.com'),
    ];
    for (const body of sent)
      expect((await call(t.app, 'POST', '/api/enquiries', { json: body })).status).toBe(201);
    const leads = await json<LeadsPage>(await call(t.app, 'GET', '/api/admin/leads', { token }));
    const first = leads.data.find((l) => l.email === 'a1@example.com')!;
    await call(t.app, 'POST', `/api/admin/leads/${first._id}`, { token, json: { status: 'viewing' } });
    // A lead that reached viewing and was then lost still counts as having reached viewing.
    await call(t.app, 'POST', `/api/admin/leads/${first._id}`, { token, json: { status: 'lost' } });
    for (let i = 0; i < 3; i++) await call(t.app, 'GET', '/api/properties/by-slug/opera-grand');
    await call(t.app, 'GET', '/api/properties/by-slug/no-such-home');
    await views.flush();

    const res = await call(t.app, 'GET', '/api/admin/reports', { token });
    expect(res.status).toBe(200);
    const { data } = await json<ReportsResponse>(res);
    // The figures the test computes from what it sent.
    const aboutBoulevard = sent.filter((s) => s.about?.ref === 'boulevard-point').length;
    expect(data.enquiries.total).toBe(sent.length);
    expect(data.enquiries.byListing[0]).toEqual({
      key: 'boulevard-point',
      label: 'Boulevard Point',
      count: aboutBoulevard,
    });
    expect(data.enquiries.byAgent).toContainEqual({
      key: 'layla-haddad',
      label: 'Layla Haddad',
      count: aboutBoulevard,
    });
    expect(data.enquiries.byAgent).toContainEqual({ key: '', label: 'Unassigned', count: 1 });
    expect(data.enquiries.bySource).toContainEqual({
      key: 'property-inquiry',
      label: 'Property page',
      count: 4,
    });
    expect(data.enquiries.bySource).toContainEqual({ key: 'contact', label: 'Contact page', count: 1 });
    expect(data.enquiries.byWeek.reduce((sum, w) => sum + w.count, 0)).toBe(sent.length);
    expect(data.enquiries.byWeek.at(-1)!.label).toMatch(/^Week of /);
    expect(data.funnel.map((s) => s.count)).toEqual([5, 1, 1, 0, 0]);
    expect(data.firstResponse).toMatchObject({ answered: 1, waiting: 4, withinDay: 1 });
    expect(data.views).toEqual({
      total: 3,
      byListing: [{ key: 'opera-grand', label: 'Opera Grand', count: 3 }],
    });
    const statuses = Object.fromEntries(data.listings.byStatus.map((s) => [s.key, s.count]));
    expect(statuses['under-offer']).toBe(1);
    expect(data.listings.daysOnMarket.reduce((sum, b) => sum + b.count, 0)).toBe(statuses.available);

    const csv = await (await call(t.app, 'GET', '/api/admin/reports/export.csv', { token })).text();
    expect(csv).toContain('Enquiries by listing,Count');
    expect(csv).toContain(`Boulevard Point,${aboutBoulevard}`);
  });

  it('covers the period asked for; refuses a bad or too long one, and anyone but the owner and admins', async () => {
    const token = await loginToken(t.app);
    const old = await json<ReportsResponse>(
      await call(t.app, 'GET', '/api/admin/reports?from=2001-01-01&to=2001-01-31', { token }),
    );
    expect(old.data.enquiries.total).toBe(0);
    expect(old.data.enquiries.byWeek[0]!.key).toBe('2001-01-01');
    for (const q of ['from=2001-01-01&to=2003-01-01', 'from=2001-02-01&to=2001-01-01', 'from=yesterday'])
      expect((await call(t.app, 'GET', `/api/admin/reports?${q}`, { token })).status, q).toBe(400);
    expect((await call(t.app, 'GET', '/api/admin/reports')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/reports/export.csv')).status).toBe(401);
  });

  it('defaults to the last 30 days up to today (Dubai)', async () => {
    const data = await buildReports(t.db.db, {}, new Date('2030-03-10T21:00:00Z'));
    // 01:00 on 11 March in Dubai.
    expect(data.to).toBe('2030-03-11');
    expect(data.from).toBe('2030-02-10');
  });
});
