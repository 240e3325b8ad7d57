/** The signing secret: JWT_SECRET, else one generated once and kept in DATA_DIR/jwt-secret (mode 600). */
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config';

export function loadSigningSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: generate it below.
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created it meanwhile; then read theirs.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** A separate key per purpose, so a value signed for one use never verifies for another. */
export const deriveKey = (secret: string, purpose: string): string =>
  createHmac('sha256', secret).update(`manzil:${purpose}`).digest('base64url');
