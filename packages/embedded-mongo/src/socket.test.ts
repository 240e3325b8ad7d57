/** The embedded server is reachable only by its owner: a Unix socket and data files nobody else can open. */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir, startHarness, tempDir, type Harness } from './test-helpers';

let h: Harness | undefined;
afterAll(async () => {
  await h?.stop();
  if (h) removeDir(h.dir);
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('embedded server access', () => {
  it('listens on an owner-only Unix socket, not on a TCP port, and keeps owner-only files', async () => {
    const dir = tempDir();
    fs.chmodSync(dir, 0o755); // as a careless umask would leave it
    h = await startHarness(dir);
    expect(h.server.port).toBe(0);
    expect(h.server.socketPath).toBeTruthy();
    expect(fs.statSync(h.server.socketPath!).isSocket()).toBe(true);
    expect(mode(h.server.socketPath!)).toBe(0o600);
    expect(mode(dir)).toBe(0o700);
    await h.db.collection('admins').insertOne({ username: 'a', passwordHash: 'secret' });
    expect(await h.db.collection('admins').countDocuments()).toBe(1);
    for (const name of fs.readdirSync(dir)) {
      const file = `${dir}/${name}`;
      if (fs.statSync(file).isFile()) expect(mode(file) & 0o077, name).toBe(0);
    }
  });
});
