/**
 * `npm run backup` and `npm run restore` as an operator runs them, and the primary's scheduled backups,
 * against the real server as a child process on the embedded database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '@manzil/embedded-mongo';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { BACKUP_FILE } from '../src/backup/backup';
import {
  REPO_ROOT,
  childServers,
  signIn,
  startServerProcess,
  waitHealthy,
  type ServerProcess,
} from './support/server-process';
import { freePort } from './support/free-port';
import { downtownApartment, formOf } from './support/form';
import { pngBytes } from './images';
import { gridBytes, rawContents, sameBytes } from './db-contents';

const servers = childServers('manzil-backup-', { WEB_CONCURRENCY: '1' });
const { tempDataDir } = servers;
/** A child server with `env` added (the schedule's variables differ between tests). */
const start = (port: number, dataDir: string, env: Record<string, string>): ServerProcess => {
  const server = startServerProcess({ port, dataDir, env: { WEB_CONCURRENCY: '1', ...env } });
  started.push(server);
  return server;
};
const started: ServerProcess[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) await server.kill();
});
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run <script> -- args` from the repository root; its exit code and output. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const backupsIn = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => BACKUP_FILE.test(f)) : [];
const wrote = (server: ServerProcess) => server.output().match(/\[backup\] wrote /g)?.length ?? 0;

async function until(what: string, test: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Each collection's documents (as extended JSON, sorted) of the embedded database in `dataDir`. */
async function contents(dataDir: string, names: string[]) {
  const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  try {
    const out: Record<string, string[]> = {};
    for (const name of names)
      out[name] = (await db.db.collection(name).find({}).toArray()).map((d) => JSON.stringify(d)).sort();
    return out;
  } finally {
    await db.close();
  }
}

describe('backups of a running site', () => {
  it('backs up by hand while the site serves, writes none by itself without BACKUP_INTERVAL_MS, restores into a fresh DATA_DIR', async () => {
    const dataDir = tempDataDir();
    const backupDir = tempDir('manzil-backups-');
    const server = start(await freePort(), dataDir, { BACKUP_DIR: backupDir });
    await waitHealthy(server);

    // By hand, while the site answers (the CLI reaches the running server through its socket).
    let answered = 0;
    let serving = true;
    const visitor = (async () => {
      while (serving) {
        const res = await fetch(`${server.baseUrl}/api/health`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        answered++;
      }
    })();
    const backup = await npmRun('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    serving = false;
    await visitor;
    expect(backup.code, backup.output).toBe(0);
    expect(answered).toBeGreaterThan(0);
    const [file, ...others] = backupsIn(backupDir);
    expect(others).toEqual([]);
    const archive = path.join(backupDir, file!);
    expect(backup.output).toContain(`Wrote ${archive}`);

    // A restore refuses the running server's DATA_DIR, and a file that is not there.
    const busy = await npmRun('restore', [archive], { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/in use by process/);
    expect((await npmRun('restore', ['nothing-here.archive.gz'], { DATA_DIR: dataDir })).code).toBe(2);

    const fresh = tempDataDir();
    const restored = await npmRun('restore', [archive], { DATA_DIR: fresh });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/^Restored \d+ collections, \d+ documents/m);
    const again = await npmRun('restore', [archive], { DATA_DIR: fresh });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/only restored into an empty database \(add --drop/);

    // Without BACKUP_INTERVAL_MS the server wrote none of its own meanwhile.
    expect(backupsIn(backupDir)).toEqual([file]);
    await server.kill();
    const names = ['admins', 'properties', 'areas', 'emirates'];
    expect(await contents(fresh, names)).toEqual(await contents(dataDir, names));
  }, 120_000);

  it('writes a backup every BACKUP_INTERVAL_MS from the primary, keeping the newest BACKUP_KEEP', async () => {
    const backupDir = tempDir('manzil-scheduled-');
    const server = start(await freePort(), tempDataDir(), {
      BACKUP_DIR: backupDir,
      BACKUP_INTERVAL_MS: '400',
      BACKUP_KEEP: '2',
    });
    await waitHealthy(server);
    await until('three scheduled backups', () => wrote(server) >= 3);
    await server.kill();
    const kept = backupsIn(backupDir);
    expect(kept).toHaveLength(2);
    // The newest two of those it wrote. One finished as the server was killed may have no log line yet:
    // it is then newer than every logged one.
    const names = [...server.output().matchAll(/\[backup\] wrote (\S+)/g)].map((m) => path.basename(m[1]!));
    const unlogged = kept.filter((name) => !names.includes(name) && name > names.at(-1)!);
    expect(unlogged.length).toBeLessThanOrEqual(1);
    expect(kept).toEqual([...names, ...unlogged].slice(-2).sort());
  }, 120_000);

  it('copies the running site into a MongoDB at a URI with npm run copy-db, refuses it again without --force', async () => {
    const dataDir = tempDataDir();
    const server = start(await freePort(), dataDir, {});
    await waitHealthy(server);
    // The target: a second embedded server on a TCP port, as a managed MongoDB is reached.
    const targetDir = tempDir('manzil-copy-target-');
    const target = await startEmbeddedServer({ dataDir: targetDir, port: 0 });
    const to = `mongodb://127.0.0.1:${target.port}/manzil_moved?directConnection=true`;
    try {
      const copy = await npmRun('copy-db', ['--to', to], { DATA_DIR: dataDir });
      expect(copy.code, copy.output).toBe(0);
      expect(copy.output).toMatch(/^Copied and checked \d+ collections, \d+ documents/m);
      console.log(`[copy-db] ${copy.output.match(/^Copied and checked .*$/m)![0]}`);
      const again = await npmRun('copy-db', ['--to', to], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/already holds \d+ collections.*add --force/);
      expect((await npmRun('copy-db', ['--to', to, '--force'], { DATA_DIR: dataDir })).code).toBe(0);
      expect((await npmRun('copy-db', ['--to', 'localhost'], { DATA_DIR: dataDir })).code).toBe(2);
      const nowhere = await npmRun('copy-db', ['--to', to], { DATA_DIR: path.join(targetDir, 'nothing') });
      expect(nowhere.code).toBe(2);
      expect(nowhere.output).toMatch(/There is no embedded database/);

      // Stopped, the site's database opened here equals the copy, document for document and byte for byte.
      await server.kill();
      const source = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
      const client = await new MongoClient(target.uri).connect();
      try {
        const moved = client.db('manzil_moved');
        const want = await rawContents(source.db);
        const got = await rawContents(moved);
        expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
        for (const [name, docs] of want) expect(sameBytes(got.get(name)!, docs), name).toBe(true);
        expect(want.get('properties')!.length).toBeGreaterThan(50);
        const photos = await gridBytes(moved, 'images');
        expect([...photos.keys()].sort()).toEqual([...(await gridBytes(source.db, 'images')).keys()].sort());
      } finally {
        await client.close();
        await source.close();
      }
    } finally {
      await target.close();
    }
  }, 180_000);

  it('the drill: listings with photos and leads written while `npm run backup` runs; `npm run restore` into a fresh DATA_DIR gives back each one finished before it, whole, and none begun after it', async () => {
    const dataDir = tempDataDir();
    const backupDir = tempDir('manzil-drill-');
    const server = start(await freePort(), dataDir, { BACKUP_DIR: backupDir });
    await waitHealthy(server);
    const session = await signIn(server.baseUrl);
    const headers = { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'x-auth-token': session.token };
    const rounds: { i: number; startedAt: number; doneAt: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const startedAt = performance.now();
        const form = formOf(downtownApartment(`Drill ${i}`, { price: 2_000_000 + i, discription: 'drill' }), {
          field: 'imageurl',
          bytes: await pngBytes(48 + i, 32),
        });
        const listing = await fetch(`${server.baseUrl}/api/admin/add-property`, {
          method: 'POST',
          headers,
          body: form,
        });
        expect(listing.status).toBe(201);
        await listing.arrayBuffer();
        const lead = await fetch(`${server.baseUrl}/api/enquiries`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'contact',
            name: `Drill ${i}`,
            email: `drill${i}@example.com`,
            phone: '0501234567',
          }),
        });
        expect(lead.status).toBe(201);
        await lead.arrayBuffer();
        rounds.push({ i, startedAt, doneAt: performance.now() });
      }
    })();
    await until('three rounds written', () => rounds.length >= 3);
    const backupStarted = performance.now();
    const backup = await npmRun('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const backupEnded = performance.now();
    expect(backup.code, backup.output).toBe(0);
    const after = rounds.length;
    await until('two more rounds', () => rounds.length >= after + 2);
    writing = false;
    await writer;
    await server.kill();

    const fresh = tempDataDir();
    const [file] = backupsIn(backupDir);
    const restored = await npmRun('restore', [path.join(backupDir, file!)], { DATA_DIR: fresh });
    expect(restored.code, restored.output).toBe(0);
    const source = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    const back = await openDatabase(loadConfig({ DATA_DIR: fresh }));
    try {
      const drilled = async (db: typeof source) =>
        (
          await db.db
            .collection('properties')
            .find({ house_name: /^Drill / })
            .toArray()
        ).map((p) => Number(String(p.house_name).slice(6)));
      const listings = (await drilled(back)).sort((a, b) => a - b);
      const leads = (
        await back.db
          .collection('enquiries')
          .find({ name: /^Drill / })
          .toArray()
      )
        .map((l) => Number(String(l.name).slice(6)))
        .sort((a, b) => a - b);
      // A prefix of the rounds: every one finished before the backup began, none begun after it ended.
      const finished = rounds.filter((r) => r.doneAt < backupStarted).length;
      const begun = rounds.filter((r) => r.startedAt < backupEnded).length;
      expect(listings).toEqual([...Array(listings.length).keys()]);
      expect(listings.length).toBeGreaterThanOrEqual(finished);
      expect(listings.length).toBeLessThanOrEqual(begun);
      expect(leads.length === listings.length || leads.length === listings.length - 1).toBe(true);
      expect(leads).toEqual([...Array(leads.length).keys()]);
      expect((await drilled(source)).length).toBe(rounds.length);
      // Each restored listing's photo, byte for byte; and what the writer did not touch, document for document.
      const photos = await gridBytes(back.db, 'images');
      const original = await gridBytes(source.db, 'images');
      for (const listing of await back.db
        .collection('properties')
        .find({ house_name: /^Drill / })
        .toArray()) {
        const id = String(listing.imageurl).split('/').pop()!;
        expect(photos.get(id)?.equals(original.get(id)!), listing.house_name).toBe(true);
      }
      const want = await rawContents(source.db);
      const got = await rawContents(back.db);
      for (const name of ['admins', 'emirates', 'areas', 'agents'])
        expect(sameBytes(got.get(name)!, want.get(name)!), name).toBe(true);
    } finally {
      await back.close();
      await source.close();
    }
  }, 180_000);
});
