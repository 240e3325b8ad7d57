/**
 * Password reset tokens: 32 random bytes, mailed once, stored only as a SHA-256 hash,
 * valid for 30 minutes (an invitation's: INVITE_TTL_HOURS) and usable once.
 */
import { randomBytes } from 'node:crypto';
import type { Db, ObjectId } from 'mongodb';
import { sha256Hex } from '../lib/digest';
import { collections, type PasswordResetDoc } from './collections';

export const RESET_TTL_MS = 30 * 60 * 1000;

/** A reset link (30 minutes), or an invitation's set-password link with `ttlMs` of its own. */
export async function createResetToken(
  db: Db,
  adminId: ObjectId,
  now = Date.now(),
  ttlMs = RESET_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await collections(db).passwordResets.insertOne({
    tokenHash: sha256Hex(token),
    adminId,
    expiresAt: new Date(now + ttlMs),
    usedAt: null,
    createdAt: new Date(now),
  } as PasswordResetDoc);
  return token;
}

/**
 * Marks a token used and returns its admin id, or undefined when it is unknown, expired or
 * already used. The conditional update makes it single-use even under concurrent requests.
 */
export async function consumeResetToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ObjectId | undefined> {
  const resets = collections(db).passwordResets;
  const doc = await resets.findOne({ tokenHash: sha256Hex(token) });
  if (!doc || doc.usedAt || doc.expiresAt.getTime() <= now.getTime()) return undefined;
  const { modifiedCount } = await resets.updateOne({ _id: doc._id, usedAt: null }, { $set: { usedAt: now } });
  return modifiedCount === 1 ? doc.adminId : undefined;
}

/** After a successful reset, no other outstanding link of that admin stays usable. */
export async function revokeResetTokens(db: Db, adminId: ObjectId, now = new Date()): Promise<void> {
  await collections(db).passwordResets.updateMany({ adminId, usedAt: null }, { $set: { usedAt: now } });
}
