/**
 * Search alerts: sign-up (JSON and page form), double opt-in, matching in the server, one mail per
 * alert and period, each home at a price once, no double send after a crash or with two runs at once,
 * the lease, the limits, and the unsubscribe link.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_LIMITS, ALERT_TEXTS } from '@manzil/contract';
import { ONE_EMAIL_MESSAGE } from '@manzil/format';
import { call, formPost, json, memoryMailer, builtShellRoot, useTestApp } from '../../test/helpers';
import { insertProperty, updateProperty, type NewProperty } from '../db/properties';
import type { Mailer, MailMessage } from '../lib/mailer';
import { ALERT_LEASE_MS, runAlerts, takeLease, type AlertJobDeps } from './job';
import { sha256Hex } from '../lib/digest';
import { alertCollections, ensureAlertIndexes } from './store';

const appsRoot = builtShellRoot('manzil-alerts-');

const mailer = memoryMailer();
const t = useTestApp({
  mailer,
  env: { APPS_ROOT: appsRoot, RATE_LIMIT_ALERTS_ADDRESS: '3', RATE_LIMIT_ALERTS_IP: '100' },
});

const DAY = 24 * 3600_000;
const SEARCH = 'purpose=Rent&location=Dubai+Marina&minBeds=2';
const home = (name: string, extra: Partial<NewProperty> = {}): NewProperty => ({
  areaName: 'dubai_marina',
  emirate: 'dubai',
  house_name: name,
  house_type: 'Apartment',
  for: 'Rent',
  bedrooms: 2,
  bathrooms: 2,
  location: 'Dubai Marina',
  discription: 'A new home by the water.',
  imageurl: '/x.jpg',
  price: 9_000,
  area: 1_200,
  ...extra,
});

const jobDeps = (send: Mailer = mailer): AlertJobDeps => ({
  db: t.db.db,
  mailer: send,
  publicUrl: t.config.publicUrl,
  periodMs: DAY,
});

const post = (pathname: string, fields: Record<string, string>, headers?: Record<string, string>) =>
  formPost(t.app, pathname, fields, headers);

const mailsTo = (to: string) => mailer.sent.filter((m) => m.to === to);
const linkIn = (mail: { text: string }, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/alerts/${kind}/([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in ${mail.text}`);
  return match[1]!;
};

/** Signs up and confirms `email` for SEARCH; returns the confirmation token. */
async function confirmedAlert(email: string): Promise<void> {
  const res = await call(t.app, 'POST', '/api/alerts', { json: { email, consent: 'yes', search: SEARCH } });
  expect(res.status).toBe(201);
  const token = linkIn(mailsTo(email).at(-1)!, 'confirm');
  expect((await post(`/alerts/confirm/${token}`, { _form: 'alert-confirm' })).status).toBe(200);
}

describe('search alerts', () => {
  it('double opt-in: a sign-up mails only its confirmation, keeps the token hashed, and expires unconfirmed', async () => {
    const res = await call(t.app, 'POST', '/api/alerts', {
      json: { email: 'Optin@Example.com', consent: 'yes', search: `${SEARCH}&sort=newest&page=3` },
    });
    expect(res.status).toBe(201);
    const [mail] = mailsTo('Optin@Example.com');
    expect(mail!.subject).toBe('Confirm your Manzil search alert');
    const token = linkIn(mail!, 'confirm');
    const stored = await alertCollections(t.db.db).alerts.findOne({ mailbox: 'optin@example.com' });
    // Page and order are not part of what an alert matches.
    expect(stored).toMatchObject({
      state: 'pending',
      search: 'purpose=Rent&location=Dubai+Marina&minBeds=2',
    });
    expect(stored!.confirmHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt!.getTime() - stored!.createdAt.getTime()).toBe(
      ALERT_LIMITS.pendingHours * 3600_000,
    );
    const ttl = (await alertCollections(t.db.db).alerts.indexes()).find((i) => i.name === 'pending_ttl');
    expect(ttl).toMatchObject({ key: { expiresAt: 1 }, expireAfterSeconds: 0 });

    // A matching new home before confirmation: nothing is sent.
    await insertProperty(t.db.db, home('Unconfirmed Marina Home'));
    expect(await runAlerts(jobDeps())).toMatchObject({ mailed: 0 });
    expect(mailsTo('Optin@Example.com')).toHaveLength(1);

    // The link's page does nothing on GET (a mail scanner follows links); its button confirms, once.
    const page = await t.app.request(`/alerts/confirm/${token}`);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect((await alertCollections(t.db.db).alerts.findOne({ _id: stored!._id }))!.state).toBe('pending');
    expect((await post(`/alerts/confirm/${token}`, { _form: 'alert-confirm' })).status).toBe(200);
    const active = await alertCollections(t.db.db).alerts.findOne({ _id: stored!._id });
    expect(active).toMatchObject({ state: 'active' });
    expect(active!.expiresAt).toBeUndefined();
    expect((await post(`/alerts/confirm/${token}`, { _form: 'alert-confirm' })).status).toBe(410);
    // The home listed before the confirmation is not news to it.
    expect(await runAlerts(jobDeps())).toMatchObject({ mailed: 0 });
    await alertCollections(t.db.db).alerts.deleteOne({ _id: stored!._id });
  });

  it('matching: a new home that matches is mailed with an unsubscribe link; one that does not, is not', async () => {
    await confirmedAlert('match@example.com');
    await insertProperty(t.db.db, home('Marina Match Two Bed'));
    await insertProperty(t.db.db, home('Marina One Bed Miss', { bedrooms: 1 }));
    await insertProperty(t.db.db, home('Marina Sale Miss', { for: 'Buy', price: 2_000_000 }));
    await insertProperty(
      t.db.db,
      home('Downtown Miss', { areaName: 'downtown_dubai', location: 'Downtown Dubai' }),
    );
    await runAlerts(jobDeps());
    const [alert] = mailsTo('match@example.com').slice(1);
    expect(alert!.subject).toMatch(/^1 new home for your search/);
    expect(alert!.text).toContain('Marina Match Two Bed');
    expect(alert!.text).toContain('AED 9,000/month');
    expect(alert!.text).not.toMatch(/Miss/);
    expect(alert!.text).toContain(`${t.config.publicUrl}/property/marina-match-two-bed`);
    // The area and emirate by their names, never the area's key; an HTML part with the home's photo.
    expect(alert!.text).toContain('Marina Match Two Bed, Dubai Marina, Dubai');
    expect(alert!.text).not.toContain('dubai_marina');
    expect(alert!.html).toContain('<img src="');
    expect(alert!.html).toContain('AED 9,000/month');
    expect(alert!.html).toContain(`${t.config.publicUrl}/property/marina-match-two-bed`);
    const stop = linkIn(alert!, 'unsubscribe');
    expect(alert!.html).toContain(`/alerts/unsubscribe/${stop}`);
    // Its link's page knows the alert runs (the page offers to stop it).
    const running = await t.app.request(`/api/alerts/unsubscribe/${stop}`);
    expect(await running.json()).toEqual({ running: true });
  });

  it('once a day: a second run, and a second new home the same day, send nothing more; the next day one mail lists only what is new, a re-priced home included', async () => {
    const before = mailsTo('match@example.com').length;
    const second = await insertProperty(t.db.db, home('Marina Second Home', { price: 11_000 }));
    await runAlerts(jobDeps());
    await runAlerts(jobDeps());
    expect(mailsTo('match@example.com')).toHaveLength(before);
    const tomorrow = new Date(Date.now() + DAY);
    await runAlerts(jobDeps(), tomorrow);
    expect(mailsTo('match@example.com')).toHaveLength(before + 1);
    const next = mailsTo('match@example.com').at(-1)!;
    expect(next.text).toContain('Marina Second Home');
    expect(next.text).not.toContain('Marina Match Two Bed');
    // Its price changes: news again, two days on (and a change of another field is not).
    await updateProperty(t.db.db, second._id, { price: 10_500 }, []);
    await updateProperty(t.db.db, second._id, { bathrooms: 3 }, []);
    await runAlerts(jobDeps(), new Date(Date.now() + 2 * DAY));
    expect(mailsTo('match@example.com')).toHaveLength(before + 2);
    expect(mailsTo('match@example.com').at(-1)!.text).toContain('AED 10,500/month');
    await runAlerts(jobDeps(), new Date(Date.now() + 3 * DAY));
    expect(mailsTo('match@example.com')).toHaveLength(before + 2);
  });

  it('no double send: a worker that dies after sending, and two runs at once, mail each home once', async () => {
    await confirmedAlert('crash@example.com');
    await insertProperty(t.db.db, home('Marina Crash Home'));
    // The first run sends the mail, then its process dies (the send never returns to it).
    const delivered: MailMessage[] = [];
    const dying: Mailer = {
      send: (message) => {
        if (message.to === 'crash@example.com') delivered.push(message);
        return new Promise<void>(() => undefined);
      },
    };
    void runAlerts(jobDeps(dying));
    await expect.poll(() => delivered.length).toBe(1);
    // Restarted: the same day, and the days after, that home is not sent again.
    const after = mailsTo('crash@example.com').length;
    await runAlerts(jobDeps(), new Date(Date.now() + 1000));
    await runAlerts(jobDeps(), new Date(Date.now() + DAY));
    expect(mailsTo('crash@example.com')).toHaveLength(after);
    // Two workers at once (no lease between them): one mail.
    await insertProperty(t.db.db, home('Marina Race Home'));
    await Promise.all([
      runAlerts(jobDeps(), new Date(Date.now() + 2 * DAY)),
      runAlerts(jobDeps(), new Date(Date.now() + 2 * DAY)),
    ]);
    const raced = mailsTo('crash@example.com').filter((m) => m.text.includes('Marina Race Home'));
    expect(raced).toHaveLength(1);
  });

  it('a failed send is not recorded as sent: the next run sends it', async () => {
    await confirmedAlert('retry@example.com');
    await insertProperty(t.db.db, home('Marina Retry Home'));
    const failing: Mailer = {
      send: async (message) => {
        if (message.to === 'retry@example.com') throw new Error('SMTP down');
        await mailer.send(message);
      },
    };
    await runAlerts(jobDeps(failing), new Date(Date.now() + 1000));
    expect(mailsTo('retry@example.com').filter((m) => m.text.includes('Marina Retry Home'))).toHaveLength(0);
    await runAlerts(jobDeps(), new Date(Date.now() + 2000));
    expect(mailsTo('retry@example.com').filter((m) => m.text.includes('Marina Retry Home'))).toHaveLength(1);
  });

  it('unsubscribe: the link of a mail deletes the alert and its records; no further mail; a second use says so', async () => {
    const last = mailsTo('match@example.com').at(-1)!;
    const token = linkIn(last, 'unsubscribe');
    const c = alertCollections(t.db.db);
    const alert = await c.alerts.findOne({ mailbox: 'match@example.com' });
    // The GET page changes nothing.
    await t.app.request(`/alerts/unsubscribe/${token}`);
    expect(await c.alerts.countDocuments({ _id: alert!._id })).toBe(1);
    // Another page's form cannot do it.
    await post(`/alerts/unsubscribe/${token}`, { _form: 'alert-confirm' });
    expect(await c.alerts.countDocuments({ _id: alert!._id })).toBe(1);
    expect((await post(`/alerts/unsubscribe/${token}`, { _form: 'alert-unsubscribe' })).status).toBe(200);
    expect(await c.alerts.countDocuments({ _id: alert!._id })).toBe(0);
    expect(await c.mails.countDocuments({ alertId: alert!._id })).toBe(0);
    const before = mailsTo('match@example.com').length;
    await insertProperty(t.db.db, home('Marina After Stop'));
    await runAlerts(jobDeps(), new Date(Date.now() + 10 * DAY));
    expect(mailsTo('match@example.com')).toHaveLength(before);
    expect((await post(`/alerts/unsubscribe/${token}`, { _form: 'alert-unsubscribe' })).status).toBe(410);
    // The link opened again: its page reads that the alert is already stopped (and offers nothing to press).
    const state = await t.app.request(`/api/alerts/unsubscribe/${token}`);
    expect(state.headers.get('cache-control')).toContain('no-store');
    expect(await state.json()).toEqual({ running: false });
    expect(await (await t.app.request('/api/alerts/unsubscribe/not-a-token')).json()).toEqual({
      running: false,
    });
  });

  it('bounded runs: at most mailsPerRun mails and homesPerMail homes; the rest wait for the next run', async () => {
    await confirmedAlert('bound-a@example.com');
    await confirmedAlert('bound-b@example.com');
    for (let i = 0; i < 3; i += 1) await insertProperty(t.db.db, home(`Marina Bound ${i}`));
    const day = new Date(Date.now() + 20 * DAY);
    const run = await runAlerts(jobDeps(), day, { alertsPerRun: 100, mailsPerRun: 1, homesPerMail: 2 });
    expect(run.mailed).toBe(1);
    const first = [...mailsTo('bound-a@example.com'), ...mailsTo('bound-b@example.com')].filter((m) =>
      m.text.includes('Marina Bound'),
    );
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toMatch(/^2 new homes/);
    const rest = await runAlerts(jobDeps(), day, { alertsPerRun: 100, mailsPerRun: 5, homesPerMail: 2 });
    expect(rest.mailed).toBeGreaterThanOrEqual(1);
    for (const to of ['bound-a@example.com', 'bound-b@example.com'])
      expect(mailsTo(to).filter((m) => m.text.includes('Marina Bound'))).toHaveLength(1);
  });

  it('one worker at a time: the lease is held until it expires or is released', async () => {
    const now = new Date();
    expect(await takeLease(t.db.db, 'test-lease', 'worker-a', now, ALERT_LEASE_MS)).toBe(true);
    expect(await takeLease(t.db.db, 'test-lease', 'worker-b', now, ALERT_LEASE_MS)).toBe(false);
    expect(await takeLease(t.db.db, 'test-lease', 'worker-a', now, ALERT_LEASE_MS)).toBe(true);
    const later = new Date(now.getTime() + ALERT_LEASE_MS + 1);
    expect(await takeLease(t.db.db, 'test-lease', 'worker-b', later, ALERT_LEASE_MS)).toBe(true);
    expect(await takeLease(t.db.db, 'test-lease', 'worker-a', later, ALERT_LEASE_MS)).toBe(false);
  });

  it('limits and checks: consent and a valid search are required, sign-ups per address are limited, and an address has at most a few alerts', async () => {
    const signup = (email: string, extra: Record<string, string> = {}) =>
      call(t.app, 'POST', '/api/alerts', { json: { email, consent: 'yes', search: SEARCH, ...extra } });
    const noConsent = await signup('checks@example.com', { consent: '' });
    expect(noConsent.status).toBe(400);
    expect(await json(noConsent)).toMatchObject({ errors: { consent: expect.any(String) } });
    expect((await signup('checks@example.com', { search: 'purpose=Sell' })).status).toBe(400);
    expect((await signup('not-an-address')).status).toBe(400);
    // RATE_LIMIT_ALERTS_ADDRESS=3 here: the fourth sign-up of one address (any case) is refused.
    const statuses = [];
    for (const email of ['flood@example.com', 'FLOOD@example.com', 'flood@example.com', 'flood@example.com'])
      statuses.push((await signup(email)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(mailsTo('flood@example.com').length + mailsTo('FLOOD@example.com').length).toBe(3);
    // The cap of alerts per address, whatever the rate.
    const c = alertCollections(t.db.db);
    await c.alerts.insertMany(
      Array.from({ length: ALERT_LIMITS.searchesPerAddress }, (_, i) => ({
        email: 'capped@example.com',
        mailbox: 'capped@example.com',
        search: `${SEARCH}&minPrice=${i + 1}`,
        state: 'active' as const,
        createdAt: new Date(),
      })) as never,
    );
    expect((await signup('capped@example.com')).status).toBe(429);
    expect(await c.alerts.countDocuments({ mailbox: 'capped@example.com' })).toBe(
      ALERT_LIMITS.searchesPerAddress,
    );
  });

  it('the page form: sent before the app started it signs up; another site cannot post it', async () => {
    const fields = { _form: 'search-alert', email: 'plain@example.com', consent: 'yes', search: SEARCH };
    const res = await post(`/?${SEARCH}`, fields);
    expect(res.status).toBe(200);
    expect(mailsTo('plain@example.com')).toHaveLength(1);
    const invalid = await post(`/?${SEARCH}`, { ...fields, email: 'other@example.com', consent: '' });
    expect(invalid.status).toBe(400);
    const cross = await post(
      `/?${SEARCH}`,
      { ...fields, email: 'cross@example.com' },
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(cross.status).toBe(403);
    expect(mailsTo('other@example.com')).toHaveLength(0);
    expect(mailsTo('cross@example.com')).toHaveLength(0);
  });

  it('one mailbox: an address list, a display name or a comment is refused with its message (API and page form), and nothing is mailed', async () => {
    for (const email of [
      'p1,bomb@example.com',
      'p1;bomb@example.com',
      '"Name" <bomb@example.com>',
      'Name<bomb@example.com>',
      'bomb@example.com (comment)',
      '(comment)bomb@example.com',
    ]) {
      const res = await call(t.app, 'POST', '/api/alerts', {
        json: { email, consent: 'yes', search: SEARCH },
      });
      expect(res.status, email).toBe(400);
      expect(await json(res)).toMatchObject({ msg: ONE_EMAIL_MESSAGE, errors: { email: ONE_EMAIL_MESSAGE } });
      const page = await post(`/?${SEARCH}`, {
        _form: 'search-alert',
        email,
        consent: 'yes',
        search: SEARCH,
      });
      expect(page.status, email).toBe(400);
    }
    expect(mailer.sent.filter((m) => m.to.includes('bomb'))).toHaveLength(0);
  });

  it('the per-address limit counts the mailbox: +tags, letter case and Gmail dots share one budget', async () => {
    // RATE_LIMIT_ALERTS_ADDRESS=3 here; each sign-up is for another search, so none is a repeat.
    const signup = (email: string, i: number) =>
      call(t.app, 'POST', '/api/alerts', {
        json: { email, consent: 'yes', search: `${SEARCH}&minPrice=${i}` },
      }).then((res) => res.status);
    const signups = async (emails: string[]) => {
      const statuses = [];
      for (const [i, email] of emails.entries()) statuses.push(await signup(email, i + 1));
      return statuses;
    };
    expect(
      await signups(['tag@example.com', 'Tag+1@Example.com', 'tag+2@example.com', 'TAG+3@example.com']),
    ).toEqual([201, 201, 201, 429]);
    expect(
      await signups([
        'dot.ted@gmail.com',
        'dotted@googlemail.com',
        'D.o.t.t.e.d+x@gmail.com',
        'do.tted@gmail.com',
      ]),
    ).toEqual([201, 201, 201, 429]);
    expect(await alertCollections(t.db.db).alerts.countDocuments({ mailbox: 'dotted@gmail.com' })).toBe(3);
  });

  it('the same alert twice is one alert: a repeat re-sends the confirmation, a repeat of a confirmed one changes nothing, and it mails once per new home', async () => {
    const c = alertCollections(t.db.db);
    const signup = (email: string) =>
      call(t.app, 'POST', '/api/alerts', { json: { email, consent: 'yes', search: SEARCH } });
    const alertsOf = async (name: RegExp) =>
      (await c.alerts.find({}).toArray()).filter((alert) => name.test(alert.email));
    const first = await signup('twice@example.com');
    const second = await signup('Twice+again@example.com');
    expect([first.status, second.status]).toEqual([201, 201]);
    const answer = await json(first);
    expect(await json(second)).toEqual(answer);
    expect(await alertsOf(/twice/i)).toHaveLength(1);
    // The latest mail's link confirms it (the earlier link was replaced).
    const latest = mailer.sent.filter((m) => /twice/i.test(m.to)).at(-1)!;
    expect(
      (await post(`/alerts/confirm/${linkIn(latest, 'confirm')}`, { _form: 'alert-confirm' })).status,
    ).toBe(200);
    // Again once confirmed: the same answer; the mail says it is already on and changes nothing.
    const third = await signup('twice@example.com');
    expect(third.status).toBe(201);
    expect(await json(third)).toEqual(answer);
    const note = mailer.sent.filter((m) => /twice/i.test(m.to)).at(-1)!;
    expect(note.subject).toBe('Your Manzil search alert is already on');
    expect(note.text).not.toMatch(/\/alerts\/confirm\//);
    expect(await alertsOf(/twice/i)).toMatchObject([{ state: 'active' }]);

    // A new home: one alert mail to the mailbox.
    const before = mailer.sent.filter((m) => /twice/i.test(m.to)).length;
    await insertProperty(t.db.db, home('Marina Twice Home'));
    await runAlerts(jobDeps(), new Date(Date.now() + 30 * DAY));
    const news = mailer.sent.filter((m) => /twice/i.test(m.to)).slice(before);
    expect(news.map((m) => m.text.includes('Marina Twice Home'))).toEqual([true]);
  });

  it('identical sign-ups sent at once make one alert (unique on mailbox and search)', async () => {
    const signup = () =>
      call(t.app, 'POST', '/api/alerts', {
        json: { email: 'parallel@example.com', consent: 'yes', search: SEARCH },
      });
    const raced = await Promise.all([signup(), signup(), signup()]);
    expect(raced.map((res) => res.status)).toEqual([201, 201, 201]);
    const stored = await alertCollections(t.db.db).alerts.find({}).toArray();
    expect(stored.filter((alert) => alert.email === 'parallel@example.com')).toHaveLength(1);
  });

  it('alerts stored before the canonical mailbox get theirs at start, one per mailbox and search (the confirmed one kept)', async () => {
    const c = alertCollections(t.db.db);
    const old = (email: string, state: 'pending' | 'active', search = `${SEARCH}&maxPrice=99999`) => ({
      email,
      emailKey: email.toLowerCase(),
      search,
      state,
      createdAt: new Date(),
    });
    // A database of the earlier version: no unique index on mailbox and search yet.
    await c.alerts.dropIndex('mailbox_search_unique');
    await c.alerts.insertMany([
      old('Legacy@example.com', 'pending'),
      old('legacy+x@example.com', 'active'),
      old('legacy@example.com', 'pending'),
      old('legacy@example.com', 'active', `${SEARCH}&maxPrice=88888`),
    ] as never);
    await ensureAlertIndexes(t.db.db);
    const kept = (await c.alerts.find({ mailbox: 'legacy@example.com' }).toArray()).map((a) => [
      a.email,
      a.state,
    ]);
    expect(kept.sort()).toEqual([
      ['legacy+x@example.com', 'active'],
      ['legacy@example.com', 'active'],
    ]);
    expect(await c.alerts.countDocuments({ mailbox: { $exists: false } })).toBe(0);
  });

  it('an alert mails at most once in any period counted from its last mail, also with two runs at once', async () => {
    // The reviewer's run, on a fake clock: a 5 s job, a 20 s period, four alerts on one rent search and a
    // matching home every 3 s for 60 s. The clock starts 5 s before a multiple of the period, where
    // calendar periods put two mails 5 s apart.
    const PERIOD = 20_000;
    const start = Math.ceil((Date.now() + 200 * DAY) / PERIOD) * PERIOD + 15_000;
    const search = 'purpose=Rent&location=Dubai+Marina&minBeds=4';
    const emails = ['p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com'];
    for (const email of emails) {
      expect(
        (await call(t.app, 'POST', '/api/alerts', { json: { email, consent: 'yes', search } })).status,
      ).toBe(201);
      const token = linkIn(mailsTo(email).at(-1)!, 'confirm');
      expect((await post(`/alerts/confirm/${token}`, { _form: 'alert-confirm' })).status).toBe(200);
    }
    const sent: { to: string; at: number }[] = [];
    const run = (at: number) =>
      runAlerts(
        {
          ...jobDeps({ send: async (m) => void sent.push({ to: m.to, at }) }),
          periodMs: PERIOD,
        },
        new Date(at),
      );
    for (let ms = 0; ms <= 60_000; ms += 1000) {
      if (ms % 3000 === 0) await insertProperty(t.db.db, home(`Marina Period ${ms}`, { bedrooms: 4 }));
      if (ms % 5000 === 0) await run(start + ms);
    }
    // Two workers whose runs straddle a period boundary.
    await insertProperty(t.db.db, home('Marina Period Race', { bedrooms: 4 }));
    const edge = Math.ceil((start + 60_000 + PERIOD) / PERIOD) * PERIOD;
    await Promise.all([run(edge - 500), run(edge + 500)]);
    for (const email of emails) {
      const times = sent.filter((m) => m.to === email).map((m) => m.at - start);
      expect(times.length, email).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < times.length; i += 1)
        expect(times[i]! - times[i - 1]!, `${email}: ${times.join(', ')}`).toBeGreaterThanOrEqual(PERIOD);
    }
  });

  it('attacker text in a search goes into no mail in our name: an unknown place is refused, keywords are quoted, short and no link', async () => {
    const lure = 'YOU WON AED 50,000! Claim at http://evil.example/claim now - Manzil Security Team';
    const signup = (email: string, search: string) =>
      call(t.app, 'POST', '/api/alerts', { json: { email, consent: 'yes', search } });
    const place = await signup('lure-place@example.com', `purpose=Rent&location=${encodeURIComponent(lure)}`);
    expect(place.status).toBe(400);
    expect(await json(place)).toMatchObject({ msg: ALERT_TEXTS.unknownPlace });
    const form = await post('/?purpose=Rent', {
      _form: 'search-alert',
      email: 'lure-form@example.com',
      consent: 'yes',
      search: `purpose=Rent&location=${encodeURIComponent(lure)}`,
    });
    expect(form.status).toBe(400);
    expect(mailer.sent.filter((m) => m.to.startsWith('lure-'))).toHaveLength(0);

    // Keywords (free text a search has by design, up to 80 characters) and a place typed in lower case.
    const words = await signup(
      'lure-words@example.com',
      `purpose=Rent&location=dubai+marina&q=${encodeURIComponent(lure.slice(0, 80))}`,
    );
    expect(words.status).toBe(201);
    const [mail] = mailsTo('lure-words@example.com');
    expect(mail!.text).toContain('Homes to rent in Dubai Marina with the words "YOU WON AED 50 000 Claim"');
    // Every link is ours; no address of the attacker's, no line of its text outside the quotes.
    expect(mail!.text).not.toMatch(/evil|http:\/\/(?!127\.0\.0\.1)/);
    for (const url of mail!.text.match(/https?:\/\/\S+/g)!)
      expect(url.startsWith(t.config.publicUrl)).toBe(true);
    expect(mail!.text.replace(/"[^"\n]*"/g, '')).not.toMatch(/WON|Claim|Security Team/);
  });
});
