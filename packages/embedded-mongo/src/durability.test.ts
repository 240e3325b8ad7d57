import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE } from './journal';
import { inTempDir, removeDir, startHarness, tempDir } from './test-helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../../..');

describe('durability', () => {
  it('keeps data, indexes and types across a clean restart', async () => {
    await inTempDir(async (dir) => {
      let h = await startHarness(dir);
      const c = h.db.collection('keep');
      await c.createIndex({ email: 1 }, { unique: true });
      await c.insertMany([{ email: 'a', when: new Date(5) }, { email: 'b' }]);
      await c.updateOne({ email: 'b' }, { $set: { n: 2 } });
      await c.deleteOne({ email: 'a' });
      await h.db.collection('dropped').insertOne({ x: 1 });
      await h.db.collection('dropped').drop();
      await h.stop();

      h = await startHarness(dir);
      const c2 = h.db.collection('keep');
      expect(await c2.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ email: 'b', n: 2 }]);
      expect((await c2.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
      await expect(c2.insertOne({ email: 'b' })).rejects.toMatchObject({ code: 11000 });
      expect((await h.db.listCollections().toArray()).map((x) => x.name)).toEqual(['keep']);
      await h.stop();
    });
  });

  it('compacts the journal into a snapshot past its threshold', async () => {
    await inTempDir(async (dir) => {
      let h = await startHarness(dir, { compactThreshold: 16 * 1024 });
      const c = h.db.collection('big');
      for (let i = 0; i < 20; i++)
        await c.insertMany(Array.from({ length: 20 }, (_, j) => ({ i, j, pad: 'p'.repeat(100) })));
      expect(fs.statSync(path.join(dir, JOURNAL_FILE)).size).toBeLessThan(16 * 1024 + 60 * 1024);
      expect(fs.existsSync(path.join(dir, 'snapshot.bin'))).toBe(true);
      await h.stop();
      h = await startHarness(dir);
      expect(await h.db.collection('big').countDocuments()).toBe(400);
      await h.stop();
    });
  });

  it('refuses a data directory another server holds', async () => {
    await inTempDir(async (dir) => {
      const h = await startHarness(dir);
      await expect(startHarness(dir)).rejects.toThrow(/already open/);
      await h.stop();
      const again = await startHarness(dir);
      await again.stop();
    });
  });

  it('skips a torn journal tail and keeps every earlier record', async () => {
    await inTempDir(async (dir) => {
      let h = await startHarness(dir);
      const c = h.db.collection('torn');
      for (let i = 0; i < 10; i++) await c.insertOne({ i });
      // Leave without compaction so everything sits in the journal.
      await h.client.close();
      const journal = path.join(dir, JOURNAL_FILE);
      const copy = path.join(tempDir(), 'journal.copy');
      fs.copyFileSync(journal, copy);
      await h.server.close();
      fs.rmSync(path.join(dir, 'snapshot.bin'));
      fs.copyFileSync(copy, journal);
      removeDir(path.dirname(copy));
      const size = fs.statSync(journal).size;
      fs.truncateSync(journal, size - 5);

      h = await startHarness(dir);
      const seen = (await h.db.collection('torn').find({}).sort({ i: 1 }).toArray()).map((d) => d.i);
      expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      await h.db.collection('torn').insertOne({ i: 9 });
      await h.stop();

      // A corrupt (bad CRC) last record is skipped the same way.
      h = await startHarness(dir);
      await h.db.collection('torn').insertOne({ i: 10 });
      await h.client.close();
      const jsize = fs.statSync(journal).size;
      const fd = fs.openSync(journal, 'r+');
      fs.writeSync(fd, Buffer.from([0xff]), 0, 1, jsize - 3);
      fs.closeSync(fd);
      // Reopen without letting close() compact the damaged state away: read what is on disk now.
      const damaged = fs.readFileSync(journal);
      await h.server.close();
      fs.writeFileSync(journal, damaged);
      fs.writeFileSync(path.join(dir, 'snapshot.bin'), Buffer.alloc(0));
      h = await startHarness(dir);
      const after = (await h.db.collection('torn').find({}).sort({ i: 1 }).toArray()).map((d) => d.i);
      expect(after).not.toContain(10);
      await h.stop();
    });
  });

  it('keeps every acknowledged write when the process is killed with SIGKILL', async () => {
    await inTempDir(async (dir) => {
      let next = 0;
      for (let round = 0; round < 3; round++) {
        const acked = await runAndKill(dir, next, 20 + round * 15);
        expect(acked.length).toBeGreaterThan(0);
        const h = await startHarness(dir);
        const c = h.db.collection('crash');
        const present = new Set(
          (await c.find({ seq: { $exists: true } }).toArray()).map((d) => d.seq as number),
        );
        const missing = acked.filter((seq) => !present.has(seq));
        expect({ round, missing, present: present.size }).toEqual({
          round,
          missing: [],
          present: present.size,
        });
        const counter = await c.findOne({ _id: 'counter' as never });
        expect(counter?.last).toBeGreaterThanOrEqual(acked[acked.length - 1] as number);
        next = Math.max(...present) + 1;
        // Close without compaction half of the time: the next round replays the journal.
        if (round % 2) await h.stop();
        else {
          await h.client.close();
          await h.server.close();
        }
      }
    });
  }, 60_000);
});

/** Runs the writer child until it has acknowledged `count` writes (plus a random few), then SIGKILLs it. */
function runAndKill(dir: string, startSeq: number, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    // node itself runs the writer: SIGKILL on a tsx wrapper would leave its node child running.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-writer.fixture.ts')], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dir, START_SEQ: String(startSeq), COMPACT_THRESHOLD: '20000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: number[] = [];
    let buffered = '';
    let stderr = '';
    const target = count + Math.floor(Math.random() * 10);
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^ack (\d+)$/.exec(line);
        if (m) acked.push(Number(m[1]));
      }
      if (acked.length >= target && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited early: ${stderr}`));
    });
  });
}
