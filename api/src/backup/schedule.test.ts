import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { BACKUP_FILE } from './backup';
import { LEASES } from '../db/lease';
import { BACKUP_LEASE, backupIfDue, lastBackup, startBackupSchedule } from './schedule';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-schedule-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const t = useTestApp();
const HOUR = 3_600_000;

describe('scheduled backups', () => {
  it('writes one backup per interval however many instances ask, and records the last one', async () => {
    const config = { backup: { dir, intervalMs: HOUR, keep: 3 } };
    const at = new Date('2030-01-01T00:00:00Z');
    // Two instances' primaries check at the same moment: one writes.
    const results = await Promise.all([backupIfDue(t.db.db, config, at), backupIfDue(t.db.db, config, at)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await backupIfDue(t.db.db, config, new Date(at.getTime() + HOUR - 1))).toBeUndefined();
    const next = await backupIfDue(t.db.db, config, new Date(at.getTime() + HOUR));
    expect(next).toBeDefined();
    expect(fs.readdirSync(dir).filter((f) => BACKUP_FILE.test(f))).toHaveLength(2);
    const last = await lastBackup(t.db.db);
    expect(last).toMatchObject({ bytes: next!.bytes, file: path.basename(next!.file) });
    expect(last!.at).toEqual(new Date(at.getTime() + HOUR));
  });

  it('tries again at the next check after a backup that failed', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const at = new Date('2031-01-01T00:00:00Z');
    const failing = { backup: { dir: blocked, intervalMs: HOUR, keep: 3 } };
    await expect(backupIfDue(t.db.db, failing, at)).rejects.toThrow();
    const working = { backup: { dir, intervalMs: HOUR, keep: 3 } };
    expect(await backupIfDue(t.db.db, working, new Date(at.getTime() + 60_000))).toBeDefined();
  });

  it('stopping waits for the backup under way: it ends (and unlocks) before the caller closes its client', async () => {
    await t.db.db.collection<{ _id: string }>(LEASES).deleteOne({ _id: BACKUP_LEASE });
    const started = new Date();
    // The first check runs at once and takes the lease; stopped right after, it is still writing.
    const stop = startBackupSchedule(t.db.db, { backup: { dir, intervalMs: HOUR, keep: 10 } });
    await stop();
    const last = await lastBackup(t.db.db);
    // This check's backup (the earlier tests' are dated 2030 and 2031).
    expect(last!.at.getTime()).toBeGreaterThanOrEqual(started.getTime());
    expect(last!.at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(fs.existsSync(path.join(dir, last!.file))).toBe(true);
  });
});
