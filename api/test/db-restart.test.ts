/**
 * The database going away under the running API, then coming back: data routes answer 503 {msg},
 * health answers db "down", and the API recovers by itself (no restart) with the data intact.
 * The database is an embedded server the test starts and stops on one port, reached through
 * MONGODB_URI exactly as an external MongoDB would be.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { startEmbeddedServer, type EmbeddedServer } from '@manzil/embedded-mongo';
import { call, formOf, json, loginToken, startTestApp, type TestApp } from './helpers';
import { downtownApartment } from './support/form';
import { freePort } from './support/free-port';

// A port the OS reports free (the database comes back on the same one), so two runs do not collide.
const DB_PORT = await freePort();
const UNAVAILABLE = { msg: 'Service temporarily unavailable' };
/** An answer while the database is down may wait out server selection (5 s), never hang. */
const DOWN_ANSWER_LIMIT_MS = 20_000;
const RECOVERY_LIMIT_MS = 30_000;

let dbDir: string | undefined;
let embedded: EmbeddedServer | undefined;
let t: TestApp | undefined;

afterAll(async () => {
  await t?.close().catch(() => undefined);
  await embedded?.close().catch(() => undefined);
  if (dbDir) fs.rmSync(dbDir, { recursive: true, force: true });
});

const startDb = () => startEmbeddedServer({ dataDir: dbDir!, port: DB_PORT });

/** The request's answer, failing clearly (rather than at the test timeout) if it hangs. */
async function answerOf(p: Promise<Response>, what: string): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${DOWN_ANSWER_LIMIT_MS} ms`)),
      DOWN_ANSWER_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([p, limit]);
  } finally {
    clearTimeout(timer);
  }
}

const propertyFields = (house_name: string) =>
  downtownApartment(house_name, {
    price: 4_200_000,
    discription: 'Written before the database went away.',
    bedrooms: 3,
  });

describe('the database stops and comes back under the running API', () => {
  it('answers 503 {msg} and db "down" meanwhile, then recovers by itself with the data intact', async () => {
    dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-db-restart-'));
    embedded = await startDb();
    t = await startTestApp({ env: { MONGODB_URI: embedded.uri, MONGODB_DB: 'manzil_db_restart' } });
    const app = t.app;

    // Before: data the test will look for afterwards.
    const citiesRes = await call(app, 'GET', '/api/homepage/cities');
    expect(citiesRes.status).toBe(200);
    const cities = await citiesRes.json();
    expect(Array.isArray(cities) && cities.length > 0).toBe(true);
    const token = await loginToken(app);
    const added = await call(app, 'POST', '/api/admin/add-property', {
      form: formOf(propertyFields('Outage Tower')),
      token,
    });
    expect(added.status).toBe(201);
    const { data: property } = await json<{ data: Property }>(added);

    // The database goes away.
    await embedded.close();
    embedded = undefined;

    const downRequests = [
      ['GET', '/api/homepage/cities', {}],
      ['GET', `/api/properties/by-slug/${property.slug}`, {}],
      ['GET', '/api/admin/properties/downtown_dubai', {}],
      ['POST', '/api/search/result', { json: { purpose: 'Buy' } }],
      ['POST', '/api/admin/add-property', { form: formOf(propertyFields('Never Written')), token }],
    ] as const;
    // All at once: each may wait out the driver's server selection (5 s), so in turn they would take long.
    const timings: string[] = [];
    const timed = async (method: string, url: string, send: () => Promise<Response>) => {
      const startedAt = Date.now();
      const res = await answerOf(send(), `${method} ${url}`);
      timings.push(`${method} ${url}: ${Date.now() - startedAt} ms`);
      return { url, status: res.status, body: await res.json() };
    };
    const answers = await Promise.all([
      ...downRequests.map(([method, url, opts]) => timed(method, url, () => call(app, method, url, opts))),
      timed('GET', '/api/health', () => call(app, 'GET', '/api/health')),
    ]);
    expect(answers).toEqual([
      ...downRequests.map(([, url]) => ({ url, status: 503, body: UNAVAILABLE })),
      { url: '/api/health', status: 503, body: { ok: false, db: 'down' } },
    ]);

    // The database comes back on the same port and data directory; nothing restarts the API.
    embedded = await startDb();
    const backAt = Date.now();
    let recovered: Response | undefined;
    while (Date.now() - backAt < RECOVERY_LIMIT_MS) {
      const res = await answerOf(call(app, 'GET', '/api/health'), 'GET /api/health');
      if (res.status === 200) {
        recovered = res;
        break;
      }
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered, `health still down ${RECOVERY_LIMIT_MS} ms after the database came back`).toBeDefined();
    expect(await recovered!.json()).toEqual({ ok: true, db: 'up' });
    timings.push(`recovered ${Date.now() - backAt} ms after the database came back`);

    const citiesAgain = await call(app, 'GET', '/api/homepage/cities');
    expect(citiesAgain.status).toBe(200);
    expect(await citiesAgain.json()).toEqual(cities);
    const bySlug = await call(app, 'GET', `/api/properties/by-slug/${property.slug}`);
    expect(bySlug.status).toBe(200);
    expect(await bySlug.json()).toEqual(property);
    // Writes work again, with the token issued before the outage.
    const after = await call(app, 'POST', '/api/admin/add-property', {
      form: formOf(propertyFields('After Outage')),
      token,
    });
    expect(after.status).toBe(201);
    console.info(`[db-restart] ${timings.join('; ')}`);
  }, 180_000);
});
