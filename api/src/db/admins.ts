/** Admin accounts. */
import type { Db, ObjectId } from 'mongodb';
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
