import { ObjectId } from 'mongodb';

/** Parses a 24-hex id; undefined for anything else (never throws on user input). */
export const toObjectId = (value: string): ObjectId | undefined =>
  /^[0-9a-f]{24}$/i.test(value) ? ObjectId.createFromHexString(value.toLowerCase()) : undefined;
