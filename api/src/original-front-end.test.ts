/**
 * The original front end of this product (the public single-page app that first used this API), replayed
 * request by request as Chromium sends them: JSON and multipart bodies, `Origin` and `Sec-Fetch-Site`, no
 * cookie before its first sign-in, `x-auth-token` only on the dashboard call (the spec), every other admin
 * call carrying only the session cookie, a property record posted back whole. Then the same requests from
 * another site's page, which must all be refused.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CityEntry, Property } from '@manzil/contract';
import { ADMIN, formOf, json, memoryMailer, useTestApp } from '../test/helpers';
import { pngBytes } from '../test/images';
import { collections } from './db/collections';

const mailer = memoryMailer();
const t = useTestApp({ mailer });

type Headers = Record<string, string>;
const SITE = 'http://127.0.0.1:3000'; // PUBLIC_URL by default: the page the admin has open
const sameOrigin: Headers = { origin: SITE, 'sec-fetch-site': 'same-origin' };
const crossSite: Headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

const send = async (method: string, path: string, headers: Headers, body?: FormData | object) =>
  t.app.request(`${SITE}${path}`, {
    method,
    headers: {
      accept: 'application/json, text/plain, */*',
      host: '127.0.0.1:3000',
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });

const sessionCookieOf = (res: Response) =>
  /manzil_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];

/** The admin's writes in the order the panel makes them; `ctx` carries what earlier answers gave. */
async function adminWrites(
  headers: Headers,
  record: Property,
  areas: { edit: string; remove: { id: string; city: string } },
) {
  const image = { bytes: await pngBytes() };
  const back: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) back[key] = String(value);
  return {
    'update-city': () =>
      send(
        'POST',
        '/api/admin/update-city',
        headers,
        formOf({ city: 'Dubai', description: 'Edited.' }, image),
      ),
    addnewEntry: () =>
      send(
        'POST',
        '/api/admin/addnewEntry',
        headers,
        formOf({ city: 'Dubai', name: 'Creek Harbour', discription: 'New area.' }, image),
      ),
    'edit-city': () =>
      send(
        'POST',
        '/api/admin/edit-city',
        headers,
        formOf({ city: 'Dubai', id: areas.edit, name: 'Dubai Marina', discription: 'Edited area.' }),
      ),
    'add-property': () =>
      send(
        'POST',
        '/api/admin/add-property',
        headers,
        formOf({
          _id: '',
          house_name: 'Replay Villa',
          house_type: 'Villa',
          for: 'Buy',
          bedrooms: '4',
          bathrooms: '5',
          parking: '2',
          location: 'Dubai Marina',
          address: '1 Marina Walk',
          area: '3200',
          discription: 'Four bedrooms. Sea view.',
          description: 'Posted by the original front end.',
          price: '7500000',
          areaName: 'dubai_marina',
        }),
      ),
    'update-property': () => send('POST', '/api/admin/update-property', headers, formOf(back)),
    'delete-property': () =>
      send('DELETE', '/api/admin/delete-property', headers, { _id: record._id, areaName: record.areaName }),
    'delete-city': () =>
      send('DELETE', '/api/admin/delete-city', headers, {
        docId: areas.remove.id,
        collectionName: areas.remove.city,
      }),
  };
}

async function firstRecord(): Promise<Property> {
  return (await json<Property[]>(await send('GET', '/api/admin/properties/downtown_dubai', sameOrigin)))[0]!;
}
async function areaId(city: string, name: string): Promise<string> {
  const res = await send('GET', `/api/admin/fetch-city-data?city=${city}`, sameOrigin);
  return (await json<CityEntry[]>(res)).find((e) => e.name === name)!._id;
}

describe('the original front end, unchanged', () => {
  it('signs in from a fresh browser, makes every admin write with only the session cookie, posts a record back whole', async () => {
    const login = await send('POST', '/api/admin/login', sameOrigin, {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(login.status).toBe(200);
    const { token } = await json<{ token: string }>(login);
    const session = sessionCookieOf(login)!;
    expect(session).toBe(`manzil_session=${token}`);
    const dashboard = await send('GET', '/api/admin/dashboard', {
      ...sameOrigin,
      'x-auth-token': token,
      cookie: session,
    });
    expect(dashboard.status).toBe(200);

    const record = await firstRecord();
    const writes = await adminWrites({ ...sameOrigin, cookie: session }, record, {
      edit: await areaId('Dubai', 'Dubai Marina'),
      remove: { id: await areaId('AbuDhabi', 'Saadiyat Island'), city: 'AbuDhabi' },
    });
    for (const [name, write] of Object.entries(writes)) {
      const res = await write();
      expect(res.status, `${name}: ${await res.clone().text()}`).toBeLessThan(300);
      if (name === 'update-property') {
        const { data } = await json<{ data: Property }>(res);
        expect({ ...data, updatedAt: undefined }).toStrictEqual({ ...record, updatedAt: undefined });
      }
    }
    const db = collections(t.db.db);
    expect((await db.emirates.findOne({ slug: 'dubai' }))!.text).toBe('Edited.');
    expect(await db.areas.countDocuments({ name: 'Creek Harbour' })).toBe(1);
    expect(await db.properties.countDocuments({ house_name: 'Replay Villa' })).toBe(1);
    expect(await db.properties.countDocuments({ slug: record.slug })).toBe(0);
    expect(await db.areas.countDocuments({ name: 'Saadiyat Island' })).toBe(0);
    expect((await db.areas.findOne({ name: 'Dubai Marina' }))!.discription).toBe('Edited area.');
  });

  it('its dashboard formats every listing’s price.toLocaleString(): one without a price, the seed’s or added with a blank price field, reads "Inquire for price", and posted back stays without one', async () => {
    const login = await send('POST', '/api/admin/login', sameOrigin, {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    const admin = { ...sameOrigin, cookie: sessionCookieOf(login)! };
    const added = await send(
      'POST',
      '/api/admin/add-property',
      admin,
      formOf({
        _id: '',
        house_name: 'Blank Price Villa',
        house_type: 'Villa',
        for: 'Buy',
        bedrooms: '3',
        bathrooms: '3',
        parking: '1',
        location: 'Dubai Marina',
        address: '2 Marina Walk',
        area: '2500',
        discription: 'Three bedrooms.',
        description: 'Added with its price field left blank.',
        price: '',
        areaName: 'dubai_marina',
      }),
    );
    expect(added.status).toBe(201);

    const nested = await send('GET', '/api/admin/fetch-nested-area-data', admin);
    const { data } = await json<{ data: Record<string, Property[]> }>(nested);
    const rows = Object.values(data).flat();
    // What its dashboard renders for each row; one that throws blanks the whole panel.
    const shown = new Map(rows.map((p) => [p.house_name, `AED ${p.price!.toLocaleString()}`]));
    expect(shown.get('Inquire Tower')).toBe('AED Inquire for price');
    expect(shown.get('Blank Price Villa')).toBe('AED Inquire for price');
    // A priced listing keeps its number.
    expect(rows.find((p) => p.house_name === 'Marina Sky Rental')?.price).toEqual(expect.any(Number));

    // Every other read still has no price for them: our pages say "Inquire for price" from its absence.
    const area = await json<Property[]>(await send('GET', '/api/admin/properties/dubai_marina', sameOrigin));
    expect(area.find((p) => p.house_name === 'Blank Price Villa')).not.toHaveProperty('price');
    const seeded = await json<Property[]>(
      await send('GET', '/api/admin/properties/downtown_dubai', sameOrigin),
    );
    expect(seeded.find((p) => p.house_name === 'Inquire Tower')).not.toHaveProperty('price');

    // Its edit form posts the row back whole: the listing stays without a price.
    const row = rows.find((p) => p.house_name === 'Inquire Tower')!;
    const back: Record<string, string> = {};
    for (const [key, value] of Object.entries(row)) back[key] = String(value);
    const updated = await send('POST', '/api/admin/update-property', admin, formOf(back));
    expect(updated.status, await updated.clone().text()).toBe(200);
    expect((await json<{ data: Property }>(updated)).data).not.toHaveProperty('price');
    expect(await collections(t.db.db).properties.findOne({ house_name: 'Inquire Tower' })).not.toHaveProperty(
      'price',
    );
  });

  it('forgot and reset password from fresh browsers, then signs in with the new password', async () => {
    mailer.sent.length = 0;
    const forgot = await send('POST', '/api/admin/forgot-password', sameOrigin, { email: ADMIN.email });
    expect(forgot.status).toBe(200);
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1));
    const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mailer.sent[0]!.text)![1]!;
    // The mail is opened in another browser: still no cookie of any kind.
    const reset = await send('POST', `/api/admin/reset-password/${link}`, sameOrigin, {
      password: 'a-new-passphrase',
    });
    expect(reset.status).toBe(200);
    const login = await send('POST', '/api/admin/login', sameOrigin, {
      username: ADMIN.username,
      password: 'a-new-passphrase',
    });
    expect(login.status).toBe(200);
  });

  it('another site’s page can make none of these requests, with the admin’s cookies or without', async () => {
    const login = await send('POST', '/api/admin/login', sameOrigin, {
      username: ADMIN.username,
      password: 'a-new-passphrase',
    });
    const session = sessionCookieOf(login)!;
    const before = JSON.stringify(
      await Promise.all(
        ['emirates', 'areas', 'properties', 'passwordResets'].map((c) =>
          t.db.db.collection(c).find().toArray(),
        ),
      ),
    );
    mailer.sent.length = 0;
    const record = await firstRecord();
    const areas = {
      edit: await areaId('Dubai', 'Dubai Marina'),
      remove: { id: await areaId('Dubai', 'Downtown Dubai'), city: 'Dubai' },
    };
    for (const cookie of [undefined, session, `${session}; XSRF-TOKEN=a.b`]) {
      const headers = { ...crossSite, ...(cookie ? { cookie } : {}) };
      const attempts: Record<string, () => Promise<Response>> = {
        login: () =>
          send('POST', '/api/admin/login', headers, {
            username: ADMIN.username,
            password: 'a-new-passphrase',
          }),
        'forgot-password': () => send('POST', '/api/admin/forgot-password', headers, { email: ADMIN.email }),
        'reset-password': () =>
          send('POST', `/api/admin/reset-password/${'a'.repeat(43)}`, headers, {
            password: 'attacker-chosen',
          }),
        ...(await adminWrites(headers, record, areas)),
      };
      for (const [name, attempt] of Object.entries(attempts)) {
        const res = await attempt();
        expect({ name, cookie, status: res.status }).toEqual({ name, cookie, status: 403 });
        expect(res.headers.get('set-cookie')).toBeNull();
      }
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(mailer.sent).toHaveLength(0);
    const after = JSON.stringify(
      await Promise.all(
        ['emirates', 'areas', 'properties', 'passwordResets'].map((c) =>
          t.db.db.collection(c).find().toArray(),
        ),
      ),
    );
    expect(after).toBe(before);
  });
});
