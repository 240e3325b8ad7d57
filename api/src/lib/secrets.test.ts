import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECRET_FILE, loadSigningSecret, parseSecret } from './secrets';

let dataDir: string;
const secretPath = () => path.join(dataDir, SECRET_FILE);
const leftovers = () => fs.readdirSync(dataDir).filter((f) => f !== SECRET_FILE);
const load = (log: (line: string) => void = () => undefined) =>
  loadSigningSecret({ jwtSecret: undefined, dataDir }, log);

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-secret-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('loadSigningSecret', () => {
  it('generates a secret once, mode 600, and reads the same one afterwards', () => {
    const first = load();
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(fs.readFileSync(secretPath(), 'utf8')).toBe(first);
    if (process.platform !== 'win32') expect(fs.statSync(secretPath()).mode & 0o777).toBe(0o600);
    expect(load()).toBe(first);
    expect(leftovers()).toEqual([]);
  });

  it('uses JWT_SECRET when set and writes no file', () => {
    expect(loadSigningSecret({ jwtSecret: 'from-the-environment', dataDir })).toBe('from-the-environment');
    expect(fs.existsSync(secretPath())).toBe(false);
  });

  it('keeps an existing valid secret as it is', () => {
    const mine = 'x'.repeat(40);
    fs.writeFileSync(secretPath(), `${mine}\n`);
    expect(load()).toBe(mine);
    expect(fs.readFileSync(secretPath(), 'utf8')).toBe(`${mine}\n`);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \n'],
    ['truncated', 'abc123'],
    ['zero-filled (a torn write after a power cut)', '\0'.repeat(64)],
  ])('replaces a %s file with a new secret and says so', (_label, content) => {
    fs.writeFileSync(secretPath(), content, { mode: 0o600 });
    const lines: string[] = [];
    const secret = load((l) => lines.push(l));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(fs.readFileSync(secretPath(), 'utf8')).toBe(secret);
    expect(lines.join('\n')).toMatch(/empty or corrupt: generated a new signing secret/);
    // Stable from then on.
    expect(load()).toBe(secret);
    expect(leftovers()).toEqual([]);
  });

  it('never leaves a partial secret under the real name when the write dies midway', () => {
    // The process "dies" while the new secret is being flushed: the real name must not exist yet.
    vi.spyOn(fs, 'fsyncSync').mockImplementationOnce(() => {
      throw new Error('crash during fsync');
    });
    expect(() => load()).toThrow('crash during fsync');
    expect(fs.existsSync(secretPath())).toBe(false);
    expect(leftovers()).toEqual([]);
    // The next start simply generates it.
    expect(load()).toMatch(/^[A-Za-z0-9_-]{64}$/);
  });

  it('does not replace a corrupt file in place: the old content stays until the new one is whole', () => {
    fs.writeFileSync(secretPath(), '');
    vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw new Error('crash before rename');
    });
    expect(() => load()).toThrow('crash before rename');
    expect(fs.readFileSync(secretPath(), 'utf8')).toBe('');
    expect(leftovers()).toEqual([]);
  });

  it('uses the secret of a process that created the file first', () => {
    const theirs = 'T'.repeat(64);
    const realLink = fs.linkSync.bind(fs);
    vi.spyOn(fs, 'linkSync').mockImplementationOnce((from, to) => {
      fs.writeFileSync(secretPath(), theirs);
      realLink(from, to);
    });
    expect(load()).toBe(theirs);
    expect(fs.readFileSync(secretPath(), 'utf8')).toBe(theirs);
    expect(leftovers()).toEqual([]);
  });
});

describe('parseSecret', () => {
  it('accepts 32+ printable characters and trims them', () => {
    expect(parseSecret(`  ${'a'.repeat(32)}\n`)).toBe('a'.repeat(32));
    expect(parseSecret('a'.repeat(31))).toBeUndefined();
    expect(parseSecret(`${'a'.repeat(40)}\u0000${'a'.repeat(10)}`)).toBeUndefined();
  });
});
