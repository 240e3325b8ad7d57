/**
 * The property clock: each new property's id starts with a second of its own, so its Reference ID (the
 * id's first 8 hex characters) is one no other property has.
 */
import { MongoBulkWriteError, type Collection, type Db } from 'mongodb';
import { ConflictError, isDuplicateKeyOn } from '../lib/errors';
import { collections, type PropertyDoc } from './collections';
import { objectIdAt, referenceAt } from './ids';
import { recordListingChange, recordListingChanges } from './report-listings';

/** The first second at or after `from` that no property's reference names (references are fixed-width
 * upper-case hex, so their string order is their numeric order). */
async function freeSecond(properties: Collection<PropertyDoc>, from: number): Promise<number> {
  let second = from;
  const taken = properties
    .find({ ref: { $gte: referenceAt(from) } }, { projection: { _id: 0, ref: 1 } })
    .sort({ ref: 1 });
  for await (const { ref } of taken) {
    if (ref !== referenceAt(second)) break;
    second += 1;
  }
  await taken.close();
  return second;
}

/** `meta` document of the property clock: the last second a property id was stamped with. */
export const PROPERTY_CLOCK_ID = 'property-clock';
const MAX_REFERENCE_TRIES = 100;

/** The next second of the property clock, at or after `from`: one atomic update of one document, so
 * every call on every worker and instance gets a second of its own. */
async function nextSecond(db: Db, from: number): Promise<number> {
  return reserveSeconds(db, from, 1);
}

/**
 * Advances the property clock by `count` seconds at once, the first at or after `from`; returns the
 * first. What `count` calls of nextSecond would give, in one write.
 */
async function reserveSeconds(db: Db, from: number, count: number): Promise<number> {
  const clock = await collections(db).meta.findOneAndUpdate(
    { _id: PROPERTY_CLOCK_ID },
    [
      {
        $set: {
          second: { $max: [{ $add: [{ $ifNull: ['$second', 0] }, count] }, from + count - 1] },
          at: new Date(),
        },
      },
    ],
    { upsert: true, returnDocument: 'after' },
  );
  if (typeof clock?.second !== 'number') throw new Error('the property clock did not advance');
  return clock.second - count + 1;
}

/**
 * Inserts a property under an id whose first 8 hex characters (its reference) no other property has:
 * its timestamp is the next second of the property clock at or after `from` (500 listings made in one
 * second get the next 500 seconds). The unique index on `ref` is the guarantee: a second already taken
 * by a property the clock did not stamp (one kept from before references existed) moves the clock past
 * it. A duplicate slug is the caller's to handle (thrown as is).
 */
export async function insertWithFreeReference(
  db: Db,
  doc: Omit<PropertyDoc, '_id' | 'ref'>,
  from: Date,
): Promise<PropertyDoc> {
  const properties = collections(db).properties;
  let since = Math.floor(from.getTime() / 1000);
  for (let tries = 0; tries < MAX_REFERENCE_TRIES; tries += 1) {
    const second = await nextSecond(db, since);
    const stored = { ...doc, _id: objectIdAt(second), ref: referenceAt(second) } as PropertyDoc;
    try {
      await properties.insertOne(stored);
      // The reports' listing counters follow each insert (report-listings.ts).
      await recordListingChange(db, null, stored);
      return stored;
    } catch (err) {
      if (!isDuplicateKeyOn(err, 'ref') && !isDuplicateKeyOn(err, '_id')) throw err;
      since = await freeSecond(properties, second + 1);
    }
  }
  throw new ConflictError('Could not find a free reference for this property');
}

/**
 * insertWithFreeReference for many documents in a few writes (a first start's seed): one clock advance
 * for all of them, in order, then one insertMany. A document the unique indexes refuse goes through
 * insertWithFreeReference on its own (a taken reference moves on to a free second; a taken slug
 * rejects as it would there). Resolves to each document's outcome, in order.
 */
export async function insertManyWithFreeReferences(
  db: Db,
  docs: readonly Omit<PropertyDoc, '_id' | 'ref'>[],
  from: Date,
): Promise<PromiseSettledResult<PropertyDoc>[]> {
  if (!docs.length) return [];
  const first = await reserveSeconds(db, Math.floor(from.getTime() / 1000), docs.length);
  const stored = docs.map(
    (doc, i) => ({ ...doc, _id: objectIdAt(first + i), ref: referenceAt(first + i) }) as PropertyDoc,
  );
  const refused = new Map<number, unknown>();
  try {
    await collections(db).properties.insertMany(stored, { ordered: false });
  } catch (err) {
    if (!(err instanceof MongoBulkWriteError)) throw err;
    const writeErrors = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
    // Anything but a refused write (the connection lost…) leaves the outcome unknown: throw.
    if (!writeErrors.length) throw err;
    for (const e of writeErrors) refused.set(e.index, { ...e.err, message: e.errmsg, code: e.code });
  }
  await recordListingChanges(
    db,
    stored.flatMap((doc, i) => (refused.has(i) ? [] : [[null, doc] as const])),
  );
  const results: PromiseSettledResult<PropertyDoc>[] = [];
  for (const [i, doc] of stored.entries()) {
    const why = refused.get(i);
    if (why === undefined) results.push({ status: 'fulfilled', value: doc });
    else if (isDuplicateKeyOn(why, 'ref') || isDuplicateKeyOn(why, '_id')) {
      const { _id, ref: _ref, ...rest } = doc;
      results.push(
        await insertWithFreeReference(db, rest, from).then(
          (value) => ({ status: 'fulfilled', value }) as const,
          (reason: unknown) => ({ status: 'rejected', reason }) as const,
        ),
      );
    } else results.push({ status: 'rejected', reason: why });
  }
  return results;
}
