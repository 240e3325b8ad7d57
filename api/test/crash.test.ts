/**
 * Durability of the whole stack: the real server (child process, embedded database journaling into
 * DATA_DIR/db) is killed with SIGKILL while admin writes are in flight, then started again on the
 * same DATA_DIR. Every write the API acknowledged (2xx) must be there, nothing may be duplicated,
 * and the server must start cleanly, including after its journal's last record was torn.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Property } from '@manzil/contract';
import { JOURNAL_FILE } from '@manzil/embedded-mongo/journal';
import {
  postProperty,
  signIn,
  childServers,
  waitHealthy,
  type AdminSession,
  type ServerProcess,
} from './support/server-process';
import { freePort } from './support/free-port';

// Ports the OS reports free (not fixed numbers), so two runs on one machine do not collide. A test
// restarts its server on the same port.
const CRASH_PORT = await freePort();
const TORN_PORT = await freePort();
/** Kill/restart cycles in the main test (the issue asks for at least 20). */
const ROUNDS = 20;
/** Concurrent writers, so that several writes are in flight when the kill lands. */
const WRITERS = 2;
const AREA = 'downtown_dubai';

// One HTTP worker: what is killed is the primary, which owns the data; the two writers still have
// writes in flight at once (the worker's driver pool). A second worker only doubled each of the
// ~26 starts' CPU (about 2.8 s a worker), the most expensive part of this file.
const { start, startSignedIn, tempDataDir } = childServers('manzil-crash-', { WEB_CONCURRENCY: '1' });

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

async function getJson<T>(baseUrl: string, url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(baseUrl + url);
  return { status: res.status, body: (await res.json()) as T };
}

interface Ack {
  house_name: string;
  price: number;
  /** From the 201 body; missing when the kill cut the body off after the status arrived. */
  slug?: string;
}

interface WriteRound {
  acked: Ack[];
  attempted: string[];
  /** Answers or failures that came while the server was still alive: none are expected. */
  unexpected: string[];
}

/**
 * WRITERS loops add properties back to back; after `killAfterMs` the server is SIGKILLed with
 * writes in flight. A write counts as acknowledged once its 2xx status has arrived.
 */
async function writeUntilKilled(
  server: ServerProcess,
  session: AdminSession,
  label: string,
  killAfterMs: number,
): Promise<WriteRound> {
  const round: WriteRound = { acked: [], attempted: [], unexpected: [] };
  let killing = false;
  let seq = 0;
  const writer = async (w: number) => {
    while (!killing) {
      const n = seq++;
      const houseName = `${label} w${w} n${n}`;
      const price = 1_000_000 + n;
      round.attempted.push(houseName);
      let res: Response;
      try {
        res = await postProperty(server.baseUrl, session, houseName, price);
      } catch (err) {
        if (!killing) round.unexpected.push(`${houseName}: ${String(err)}`);
        return;
      }
      if (res.status < 200 || res.status > 299) {
        const text = await res.text().catch(() => '(body cut off)');
        if (!killing) round.unexpected.push(`${houseName}: ${res.status} ${text}`);
        continue;
      }
      const ack: Ack = { house_name: houseName, price };
      round.acked.push(ack);
      try {
        ack.slug = ((await res.json()) as { data: Property }).data.slug;
      } catch {
        // The kill landed between the status line and the body: still acknowledged.
      }
    }
  };
  const killer = new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      killing = true;
      server.kill().then(resolve, reject);
    }, killAfterMs),
  );
  await Promise.all([killer, ...Array.from({ length: WRITERS }, (_, w) => writer(w))]);
  return round;
}

interface Baseline {
  cities: unknown;
  /** Properties of the area that the crash test did not write (the seed's). */
  seedNames: string[];
}

async function readState(baseUrl: string, prefix: string) {
  const cities = await getJson<unknown>(baseUrl, '/api/homepage/cities');
  expect(cities.status).toBe(200);
  const list = await getJson<Property[]>(baseUrl, `/api/admin/properties/${AREA}`);
  expect(list.status).toBe(200);
  const ours = list.body.filter((p) => p.house_name.startsWith(prefix));
  const seedNames = list.body
    .filter((p) => !p.house_name.startsWith(prefix))
    .map((p) => p.house_name)
    .sort();
  return { cities: cities.body, ours, seedNames };
}

describe('a crash (kill -9) at any moment loses no acknowledged write', () => {
  it(`keeps every acknowledged property over ${ROUNDS} SIGKILL/restart cycles`, async () => {
    const dataDir = tempDataDir();
    const prefix = `Crash ${randomBytes(3).toString('hex')}`;
    const acked = new Map<string, Ack>();
    const attempted = new Set<string>();
    const unexpected: string[] = [];
    let baseline: Baseline | undefined;
    let killsDuringStartup = 0;
    let slugChecks: Ack[] = [];
    const began = Date.now();

    for (let round = 0; round <= ROUNDS; round++) {
      // Now and then, kill the server while it starts (journal replay, indexes, seed check).
      if (round > 0 && round % 4 === 0) {
        const early = start(CRASH_PORT, dataDir);
        await new Promise((r) => setTimeout(r, randomInt(150, 1500)));
        await early.kill();
        killsDuringStartup++;
      }

      const server = start(CRASH_PORT, dataDir);
      const health = await waitHealthy(server);
      expect(await health.json()).toEqual({ ok: true, db: 'up' });

      const state = await readState(server.baseUrl, prefix);
      if (!baseline) baseline = { cities: state.cities, seedNames: state.seedNames };
      // Restarts never seed again nor lose seed content.
      expect(state.cities, `round ${round}: cities`).toEqual(baseline.cities);
      expect(state.seedNames, `round ${round}: seed properties`).toEqual(baseline.seedNames);

      const present = new Map<string, Property[]>();
      for (const p of state.ours) present.set(p.house_name, [...(present.get(p.house_name) ?? []), p]);
      const missing = [...acked.keys()].filter((name) => !present.has(name));
      const duplicated = [...present].filter(([, list]) => list.length > 1).map(([name]) => name);
      const phantoms = [...present.keys()].filter((name) => !attempted.has(name));
      const wrongPrice = [...acked.values()]
        .filter((a) => present.has(a.house_name) && present.get(a.house_name)![0]!.price !== a.price)
        .map((a) => a.house_name);
      expect({ round, missing, duplicated, phantoms, wrongPrice }).toEqual({
        round,
        missing: [],
        duplicated: [],
        phantoms: [],
        wrongPrice: [],
      });
      for (const a of slugChecks) {
        const got = await getJson<Property>(server.baseUrl, `/api/properties/by-slug/${a.slug}`);
        expect({ slug: a.slug, status: got.status, name: got.body.house_name }).toEqual({
          slug: a.slug,
          status: 200,
          name: a.house_name,
        });
      }
      if (round === ROUNDS) break;

      const session = await signIn(server.baseUrl);
      const result = await writeUntilKilled(server, session, `${prefix} r${round}`, randomInt(50, 800));
      for (const name of result.attempted) attempted.add(name);
      for (const a of result.acked) acked.set(a.house_name, a);
      unexpected.push(...result.unexpected);

      // Next round, after the restart: the slugs the API handed out must resolve on the public route.
      slugChecks = result.acked.filter((a) => a.slug);
    }

    expect(unexpected, 'answers other than 2xx while the server was alive').toEqual([]);
    // Enough writes were acknowledged, and some were cut off in flight, for the test to mean something.
    expect(acked.size).toBeGreaterThan(ROUNDS);
    expect(attempted.size).toBeGreaterThan(acked.size);
    console.info(
      `[crash] ${ROUNDS} rounds (+${killsDuringStartup} kills during startup): ${attempted.size} writes sent, ` +
        `${acked.size} acknowledged, all present; ${Math.round((Date.now() - began) / 1000)} s`,
    );
  }, 420_000);

  it('starts and keeps earlier acknowledged writes after its journal tail was torn', async () => {
    const dataDir = tempDataDir();
    const prefix = `Torn ${randomBytes(3).toString('hex')}`;
    const { server: first, session } = await startSignedIn(TORN_PORT, dataDir);
    const slugs: string[] = [];
    const journal = path.join(dataDir, 'db', JOURNAL_FILE);
    let beforeLast = 0;
    for (let i = 0; i < 5; i++) {
      beforeLast = fs.statSync(journal).size;
      const res = await postProperty(first.baseUrl, session, `${prefix} ${i}`, 2_000_000 + i);
      expect(res.status).toBe(201);
      slugs.push(((await res.json()) as { data: Property }).data.slug);
    }
    await first.kill();

    // The fifth write's records are the fifth property's, then those of what it updated (the listing
    // counters, the content version): tear the property's record, inside it, where its name is.
    const tail = fs.readFileSync(journal).subarray(beforeLast);
    const named = tail.indexOf(Buffer.from(`${prefix} 4`));
    expect(named).toBeGreaterThan(0);
    fs.truncateSync(journal, beforeLast + named);

    let server = start(TORN_PORT, dataDir);
    expect(await (await waitHealthy(server)).json()).toEqual({ ok: true, db: 'up' });
    expect(server.output()).toMatch(/journal tail torn/);
    for (const slug of slugs.slice(0, 4)) {
      const got = await getJson<Property>(server.baseUrl, `/api/properties/by-slug/${slug}`);
      expect({ slug, status: got.status }).toEqual({ slug, status: 200 });
    }
    // The torn record is skipped, not half-applied.
    expect((await getJson(server.baseUrl, `/api/properties/by-slug/${slugs[4]}`)).status).toBe(404);

    // The repaired journal takes new writes that survive the next crash (not hidden behind the tear).
    const after = await postProperty(
      server.baseUrl,
      await signIn(server.baseUrl),
      `${prefix} after`,
      3_000_000,
    );
    expect(after.status).toBe(201);
    const afterSlug = ((await after.json()) as { data: Property }).data.slug;
    await server.kill();

    server = start(TORN_PORT, dataDir);
    await waitHealthy(server);
    for (const slug of [...slugs.slice(0, 4), afterSlug]) {
      const got = await getJson<Property>(server.baseUrl, `/api/properties/by-slug/${slug}`);
      expect({ slug, status: got.status }).toEqual({ slug, status: 200 });
    }
    await server.kill();
  }, 180_000);
});
