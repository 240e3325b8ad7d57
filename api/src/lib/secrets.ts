/**
 * The signing secret: JWT_SECRET, else one generated once and kept in DATA_DIR/jwt-secret (mode 600).
 *
 * The file is written atomically and durably (temp file, fsync, link/rename, fsync of the folder),
 * so a crash leaves either no file or a whole secret. An existing file that is empty, too short or
 * holds non-printable bytes (what an older, non-atomic write could leave after a power cut) is
 * replaced by a new secret rather than refused: the secret only signs sessions, XSRF tokens and
 * reset links, so a new one merely signs everybody out, whereas refusing to start would keep the
 * site down until someone deletes the file by hand. The replacement is logged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config';

export const SECRET_FILE = 'jwt-secret';
/** Shorter than this (after trimming) is not a secret we wrote: 48 random bytes give 64 characters. */
const MIN_SECRET_LENGTH = 32;

/** The usable secret in `text`, or undefined when it is empty, truncated or holds control bytes. */
export function parseSecret(text: string): string | undefined {
  const secret = text.trim();
  // eslint-disable-next-line no-control-regex
  if (secret.length < MIN_SECRET_LENGTH || /[\u0000-\u001f\u007f]/.test(secret)) return undefined;
  return secret;
}

function readSecret(file: string): { secret?: string; exists: boolean } {
  try {
    return { secret: parseSecret(fs.readFileSync(file, 'utf8')), exists: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false };
    throw err;
  }
}

/** Flushes a folder's entries (the new name) to disk; not every platform can open a folder. */
function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Windows cannot fsync a directory; the rename itself is still atomic there.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** A new secret in a temp file beside `file`, already on disk (mode 600, fsynced). */
function writeTempSecret(file: string): { tmp: string; secret: string } {
  const secret = randomBytes(48).toString('base64url');
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(tmp, 'wx', 0o600);
  try {
    fs.writeSync(fd, secret);
    fs.fsyncSync(fd);
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  fs.closeSync(fd);
  return { tmp, secret };
}

export function loadSigningSecret(
  config: Pick<Config, 'jwtSecret' | 'dataDir'>,
  log: (line: string) => void = (line) => console.warn(line),
): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  const existing = readSecret(file);
  if (existing.secret) return existing.secret;

  fs.mkdirSync(config.dataDir, { recursive: true });
  const { tmp, secret } = writeTempSecret(file);
  try {
    if (!existing.exists) {
      // link() fails when the name exists: if another process created the secret meanwhile, use theirs.
      try {
        fs.linkSync(tmp, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
          const theirs = readSecret(file).secret;
          if (theirs) return theirs;
          // Theirs is unusable too: replace it below.
          log(`[api] ${file} was empty or corrupt: generated a new signing secret (everyone is signed out)`);
        }
        // No hard links on this file system (or theirs was unusable): rename is atomic too.
        fs.renameSync(tmp, file);
      }
    } else {
      log(`[api] ${file} was empty or corrupt: generated a new signing secret (everyone is signed out)`);
      fs.renameSync(tmp, file);
    }
    fsyncDir(config.dataDir);
    return secret;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** A separate key per purpose, so a value signed for one use never verifies for another. */
export const deriveKey = (secret: string, purpose: string): string =>
  createHmac('sha256', secret).update(`manzil:${purpose}`).digest('base64url');
