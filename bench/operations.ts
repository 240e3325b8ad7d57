/**
 * Operations figures: requests per second and p99 through the round-robin proxy with one and with two
 * app instances on one database, side by side in one run (the several-instances harness of
 * api/test/support/instances.ts, each instance one worker beside its primary); and the time to back up
 * and restore the demo content with `listings` generated listings added (the embedded database in
 * this process). Figures only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../api/src/config';
import { bootstrapData } from '../api/src/db/bootstrap';
import { openDatabase } from '../api/src/db/client';
import { restoreBackup, writeBackup } from '../api/src/backup/backup';
import { startInstances } from '../api/test/support/instances';
import { startRoundRobinProxy } from '../api/test/support/round-robin-proxy';
import { testEnv } from '../api/test/support/server-process';
import { benchListing, insertListings, prng } from './listings';

export interface ProxyRun {
  instances: number;
  rps: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const ROUTE = '/api/homepage/cities';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

async function cannon(url: string, connections: number, seconds: number) {
  const r = await autocannon({ url: `${url}${ROUTE}`, connections, duration: seconds, headers: BROWSER });
  return { rps: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** One proxy in front of A alone and the harness's proxy in front of A and B, measured in turns. */
export async function benchInstances({
  seconds,
  connections,
  rounds,
}: {
  seconds: number;
  connections: number;
  rounds: number;
}): Promise<{ route: string; connections: number; one: ProxyRun; two: ProxyRun; load1: number }> {
  const set = await startInstances({
    // Rate limits of renders and logins are the product's; the bench reads an API answer only.
    baseEnv: { ...testEnv(), LOG_REQUESTS: '0' },
    env: { WEB_CONCURRENCY: '1' },
  });
  const alone = await startRoundRobinProxy([{ name: 'a', port: set.a.port }]);
  try {
    for (const url of [alone.url, set.url]) if (!(await fetch(`${url}${ROUTE}`)).ok) throw new Error(url);
    // Each instance's first answers load and compile its modules: not what the rows measure.
    await cannon(set.url, connections, Math.max(3, Math.round(seconds / 2)));
    const one: ProxyRun[] = [];
    const two: ProxyRun[] = [];
    // Turns, so that the machine's other work weighs on both alike.
    for (let round = 0; round < rounds; round++) {
      one.push({ instances: 1, ...(await cannon(alone.url, connections, seconds)) });
      two.push({ instances: 2, ...(await cannon(set.url, connections, seconds)) });
    }
    const best = (runs: ProxyRun[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const sum = (runs: ProxyRun[], k: 'errors' | 'non2xx') => runs.reduce((n, r) => n + r[k], 0);
    return {
      route: `GET ${ROUTE}`,
      connections,
      one: { ...best(one), errors: sum(one, 'errors'), non2xx: sum(one, 'non2xx') },
      two: { ...best(two), errors: sum(two, 'errors'), non2xx: sum(two, 'non2xx') },
      load1: Math.round(os.loadavg()[0]! * 10) / 10,
    };
  } finally {
    await alone.close();
    await set.close();
  }
}

/** The demo content plus `listings` generated listings: one backup and its restore into a fresh DATA_DIR. */
export async function benchLargeBackup(listings: number) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-large-backup-'));
  const env = { GEOCODER_URL: 'off', ADMIN_PASSWORD: 'a bench admin password' };
  const source = await openDatabase(loadConfig({ ...env, DATA_DIR: path.join(root, 'source') }));
  try {
    await bootstrapData({ config: loadConfig(env), db: source, log: () => undefined });
    const random = prng(5);
    const first = Math.floor(Date.UTC(2024, 0, 1) / 1000);
    await insertListings(source, listings, (i) => {
      const { doc } = benchListing(random, first + i * 60, {
        slug: `bench-backup-${i}`,
        name: `Bench Backup Home ${i}`,
        description: 'Generated for the backup bench: a home of the kind the agency lists.',
      });
      return doc;
    });
    const backup = await writeBackup(source.db, path.join(root, 'backups'));
    const fresh = await openDatabase(loadConfig({ ...env, DATA_DIR: path.join(root, 'restore') }));
    try {
      const restore = await restoreBackup(fresh.db, backup.file);
      return {
        listings,
        documents: backup.documents,
        archiveMb: Math.round(backup.bytes / 104_857.6) / 10,
        backupMs: backup.ms,
        restoreMs: restore.ms,
      };
    } finally {
      await fresh.close();
    }
  } finally {
    await source.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
