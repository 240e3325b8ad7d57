import { ObjectId } from 'mongodb';

/** Parses a 24-hex id; undefined for anything else (never throws on user input). */
export const toObjectId = (value: string): ObjectId | undefined =>
  /^[0-9a-f]{24}$/i.test(value) ? ObjectId.createFromHexString(value.toLowerCase()) : undefined;

/** The spec's Reference ID of a property: the first 8 hex characters of its id (its creation second), upper-cased. */
export const referenceOf = (id: ObjectId): string => id.toHexString().slice(0, 8).toUpperCase();

/** The reference an id created at `second` (Unix seconds) gets. */
export const referenceAt = (second: number): string => second.toString(16).padStart(8, '0').toUpperCase();

/** A fresh ObjectId whose timestamp is `second`: unique by its other 8 bytes, as any ObjectId. */
export function objectIdAt(second: number): ObjectId {
  const bytes = Buffer.from(new ObjectId().id);
  bytes.writeUInt32BE(second, 0);
  return new ObjectId(bytes);
}
