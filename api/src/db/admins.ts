/** Admin accounts: the back office's seats (owner, admins, agents). */
import { randomBytes } from 'node:crypto';
import type { Db, ObjectId } from 'mongodb';
import { SEATS_MAX, type GrantableRole, type Seat, type SeatRole } from '@manzil/contract';
import { hashPassword } from '../lib/passwords';
import { collections, type AdminDoc } from './collections';

export const findAdminByUsername = async (db: Db, username: string): Promise<AdminDoc | undefined> =>
  (await collections(db).admins.findOne({ username })) ?? undefined;

export const findAdminById = async (db: Db, id: ObjectId): Promise<AdminDoc | undefined> =>
  (await collections(db).admins.findOne({ _id: id })) ?? undefined;

export const findAdminsByEmail = (db: Db, email: string): Promise<AdminDoc[]> =>
  collections(db).admins.find({ email: email.trim().toLowerCase() }).toArray();

export const countAdmins = (db: Db): Promise<number> => collections(db).admins.countDocuments({});

export async function createAdmin(
  db: Db,
  input: { username: string; email: string; password: string },
): Promise<AdminDoc> {
  const now = new Date();
  const doc = {
    username: input.username.trim(),
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(input.password),
    tokenVersion: 1,
    passwordChangedAt: now,
    createdAt: now,
  };
  const { insertedId } = await collections(db).admins.insertOne(doc as AdminDoc);
  return { ...doc, _id: insertedId };
}

/** Stores an already hashed password and bumps the token version (every session token dies). */
export async function setAdminPasswordHash(db: Db, id: ObjectId, passwordHash: string): Promise<void> {
  await collections(db).admins.updateOne(
    { _id: id },
    { $set: { passwordHash, passwordChangedAt: new Date() }, $inc: { tokenVersion: 1 } },
  );
}

/** A seat's role: an account made before roles existed is an admin. */
export const roleOf = (admin: Pick<AdminDoc, 'role'>): SeatRole => admin.role ?? 'admin';

export const toSeat = (admin: AdminDoc): Seat => ({
  _id: admin._id.toHexString(),
  username: admin.username,
  email: admin.email,
  role: roleOf(admin),
  ...(admin.agent && { agent: admin.agent }),
  active: !admin.deactivatedAt,
  invited: admin.invitePending === true,
  createdAt: admin.createdAt.toISOString(),
});

/** Every seat, owner first, then by when it was made (SEATS_MAX at most). */
export async function listSeats(db: Db): Promise<Seat[]> {
  const docs = await collections(db)
    .admins.find({})
    .sort({ createdAt: 1, _id: 1 })
    .limit(SEATS_MAX)
    .toArray();
  return docs.map(toSeat).sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
}

/**
 * A seat made by invitation: its password is random and never told (the set-password link chooses the
 * real one), so the account cannot be signed in to before the link is used.
 */
export async function createInvitedSeat(
  db: Db,
  input: { username: string; email: string; role: GrantableRole; agent?: string },
): Promise<AdminDoc> {
  const now = new Date();
  const doc = {
    username: input.username.trim(),
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    tokenVersion: 1,
    passwordChangedAt: now,
    createdAt: now,
    role: input.role,
    ...(input.role === 'agent' && input.agent && { agent: input.agent }),
    invitePending: true,
  };
  const { insertedId } = await collections(db).admins.insertOne(doc as AdminDoc);
  return { ...doc, _id: insertedId };
}

/**
 * Changes a seat's role, agent profile or whether it is active. A role change or a deactivation bumps the
 * token version: the seat's open sessions end and it signs in again with what it now may do.
 */
export async function updateSeat(
  db: Db,
  id: ObjectId,
  change: { role?: GrantableRole; agent?: string; active?: boolean },
): Promise<AdminDoc | null> {
  const set: Partial<AdminDoc> = {};
  const unset: Record<string, ''> = {};
  if (change.role) set.role = change.role;
  if (change.role === 'admin') unset.agent = '';
  else if (change.agent) set.agent = change.agent;
  if (change.active === false) set.deactivatedAt = new Date();
  if (change.active === true) unset.deactivatedAt = '';
  const endsSessions = change.role !== undefined || change.agent !== undefined || change.active === false;
  return collections(db).admins.findOneAndUpdate(
    { _id: id },
    {
      ...(Object.keys(set).length && { $set: set }),
      ...(Object.keys(unset).length && { $unset: unset }),
      ...(endsSessions && { $inc: { tokenVersion: 1 } }),
    },
    { returnDocument: 'after' },
  );
}

/** The invitation's link was used: the seat now has a password of its own. */
export async function clearInvitePending(db: Db, id: ObjectId): Promise<void> {
  await collections(db).admins.updateOne({ _id: id }, { $unset: { invitePending: '' } });
}

/**
 * The first admin becomes the owner (idempotent, at start): a database from before roles existed has its
 * oldest account promoted, once.
 */
export async function ensureOwner(db: Db): Promise<void> {
  const admins = collections(db).admins;
  if (await admins.findOne({ role: 'owner' }, { projection: { _id: 1 } })) return;
  const first = await admins
    .find({ deactivatedAt: { $exists: false } })
    .sort({ createdAt: 1, _id: 1 })
    .limit(1)
    .next();
  if (first) await admins.updateOne({ _id: first._id }, { $set: { role: 'owner' }, $unset: { agent: '' } });
}
