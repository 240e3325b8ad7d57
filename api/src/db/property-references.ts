/**
 * References for properties stored before they were unique. The spec's Reference ID is the first 8 hex
 * characters of a property's id, its creation second: the demo seed, inserted within one second, gave
 * all its listings one. On start, each property without a `ref` takes its own id's reference if no
 * other has it; the others move to a new id (ids are immutable: inserted anew, the old one deleted)
 * with the next free second at or after their own. Links name a listing by its slug, which stays.
 *
 * A move is journalled first (`property_moves`, the whole document, keyed by its old id), so a process
 * that dies midway finishes it on the next start: delete the old, insert the copy (its slug already
 * there means the copy is in), drop the journal entry. Each step may run twice.
 */
import type { Db, ObjectId } from 'mongodb';
import { isDuplicateKeyOn } from '../lib/errors';
import { collections, type PropertyDoc } from './collections';
import { bumpContentVersion } from './content-version';
import { referenceOf } from './ids';
import { insertWithFreeReference } from './property-clock';
import { LISTING_SHARE_FIELDS, recordListingChange } from './report-listings';

export const PROPERTY_MOVES = 'property_moves';

interface MoveDoc {
  _id: ObjectId;
  doc: PropertyDoc;
  at: Date;
}

async function finishMove(db: Db, old: PropertyDoc): Promise<void> {
  const { properties } = collections(db);
  const gone = await properties.findOneAndDelete({ _id: old._id }, { projection: LISTING_SHARE_FIELDS });
  if (gone) await recordListingChange(db, gone, null);
  const { _id, ref: _ref, ...rest } = old;
  try {
    await insertWithFreeReference(db, rest, _id.getTimestamp());
  } catch (err) {
    // Re-inserted by a start that died before dropping its journal entry.
    if (!isDuplicateKeyOn(err, 'slug')) throw err;
  }
  await db.collection<MoveDoc>(PROPERTY_MOVES).deleteOne({ _id });
}

/** Returns how many properties moved to a new id. Idempotent; run before the workers serve. */
export async function migratePropertyReferences(db: Db): Promise<number> {
  const { properties } = collections(db);
  const moves = db.collection<MoveDoc>(PROPERTY_MOVES);
  let moved = 0;
  for (const pending of await moves.find({}).toArray()) {
    await finishMove(db, pending.doc);
    moved += 1;
  }
  // Oldest first: of listings sharing a second, the first created keeps its id.
  const legacy = await properties
    .find({ ref: { $exists: false } }, { projection: { _id: 1 } })
    .sort({ createdAt: 1, _id: 1 })
    .toArray();
  for (const { _id } of legacy) {
    try {
      await properties.updateOne({ _id, ref: { $exists: false } }, { $set: { ref: referenceOf(_id) } });
      continue;
    } catch (err) {
      if (!isDuplicateKeyOn(err, 'ref')) throw err;
    }
    const doc = await properties.findOne({ _id });
    if (!doc) continue;
    await moves.updateOne({ _id }, { $setOnInsert: { doc, at: new Date() } }, { upsert: true });
    await finishMove(db, doc);
    moved += 1;
  }
  // Pages and admin lists name the old ids: a new content version renders them again.
  if (moved) await bumpContentVersion(db);
  return moved;
}
