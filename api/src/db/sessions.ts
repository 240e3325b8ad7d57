/**
 * Signed-out admin sessions. A session token is valid until it expires (8 h); signing out records its
 * id here so it is refused from then on, on every worker and instance. Entries past their token's
 * expiry are useless and removed on the next sign-out, so the collection stays as small as the
 * number of sessions signed out in the last 8 hours.
 */
import type { Db } from 'mongodb';
import { collections } from './collections';

export async function revokeSession(
  db: Db,
  tokenId: string,
  expiresAt: Date,
  now = new Date(),
): Promise<void> {
  const revoked = collections(db).revokedSessions;
  await revoked.updateOne({ _id: tokenId }, { $set: { expiresAt } }, { upsert: true });
  await revoked.deleteMany({ expiresAt: { $lt: now } });
}

export async function isSessionRevoked(db: Db, tokenId: string): Promise<boolean> {
  return (
    (await collections(db).revokedSessions.findOne({ _id: tokenId }, { projection: { _id: 1 } })) !== null
  );
}
