/** Areas of an emirate, with their detail data (and developer collections such as Sobha). */
import type { Db, ObjectId } from 'mongodb';
import { toAreaKey, toSlug, type AreaData, type AreaTranslations, type CityEntry } from '@manzil/contract';
import { ConflictError, isDuplicateKey, ValidationError } from '../lib/errors';
import { collections, type AreaDoc, type EmirateDoc } from './collections';
import { changingContent } from './content-version';
import { findEmirate } from './emirates';
import { withTranslations } from './translations';
import { deleteCounted } from './report-listings';

/** Areas of an emirate as cards: collections (Sobha) are not area cards. */
export const listAreaCards = (db: Db, emirateSlug: string): Promise<AreaDoc[]> =>
  collections(db)
    .areas.find({ emirate: emirateSlug, collection: { $ne: true } })
    .sort({ order: 1, name: 1 })
    .toArray();

export const listAllAreas = (db: Db): Promise<AreaDoc[]> =>
  collections(db).areas.find({}).sort({ emirate: 1, order: 1, name: 1 }).toArray();

/** Names and keys of every area (no detail data): for matching user text to an area. */
export const listAreaRefs = (
  db: Db,
): Promise<Pick<AreaDoc, '_id' | 'emirate' | 'name' | 'slug' | 'key' | 'translations'>[]> =>
  collections(db)
    .areas.find({}, { projection: { emirate: 1, name: 1, slug: 1, key: 1, 'translations.ar.name': 1 } })
    .toArray();

export async function findArea(db: Db, emirateSlug: string, keyOrName: string): Promise<AreaDoc | undefined> {
  return (
    (await collections(db).areas.findOne({ emirate: emirateSlug, key: toAreaKey(keyOrName) })) ?? undefined
  );
}

export const findAreasByKey = (db: Db, keyOrName: string): Promise<AreaDoc[]> =>
  collections(db)
    .areas.find({ key: toAreaKey(keyOrName) })
    .toArray();

export const findAreaById = async (db: Db, emirateSlug: string, id: ObjectId): Promise<AreaDoc | undefined> =>
  (await collections(db).areas.findOne({ _id: id, emirate: emirateSlug })) ?? undefined;

/**
 * The area a property belongs to, from its areaName (key, name or slug) and optional emirate;
 * an unknown or ambiguous one is a ValidationError.
 */
export async function resolveArea(
  db: Db,
  areaName: string,
  emirateRef: string | undefined,
): Promise<AreaDoc> {
  if (emirateRef) {
    const emirate = await findEmirate(db, emirateRef);
    if (!emirate) throw new ValidationError(`emirate: unknown emirate '${emirateRef.slice(0, 60)}'`);
    const area = await findArea(db, emirate.slug, areaName);
    if (!area)
      throw new ValidationError(`areaName: unknown area '${areaName.slice(0, 60)}' in ${emirate.name}`);
    return area;
  }
  const areas = await findAreasByKey(db, areaName);
  if (!areas.length) throw new ValidationError(`areaName: unknown area '${areaName.slice(0, 60)}'`);
  if (areas.length > 1)
    throw new ValidationError('emirate: is required, this area name exists in several emirates');
  return areas[0]!;
}

/** An emirate has one area per key. */
export const areaNameTaken = (emirate: EmirateDoc, name: string): ConflictError =>
  new ConflictError(`name: ${emirate.name} already has an area called '${name}'`);

export const toCityEntry = (a: AreaDoc): CityEntry => ({
  _id: a._id.toHexString(),
  name: a.name,
  discription: a.discription,
  imageURL: a.imageURL,
  ...withTranslations(a.translations),
});

export const toAreaData = (a: AreaDoc): AreaData => ({
  name: a.name,
  discription: a.discription,
  neighbourhood: a.neighbourhood ?? [],
  feature: a.feature ?? [],
  ...(a.ar_neighbourhood?.length ? { ar_neighbourhood: a.ar_neighbourhood } : {}),
  ...(a.ar_feature?.length ? { ar_feature: a.ar_feature } : {}),
  pdf: a.pdf ?? '',
  floorplan: a.floorplan ?? [],
  images: a.images ?? [],
  ...withTranslations(a.translations),
});

/** Adds an area; a name the emirate already has (even one written at the same moment) is a ConflictError. */
export async function insertArea(
  db: Db,
  emirate: EmirateDoc,
  input: { name: string; discription: string; imageURL: string; translations?: AreaTranslations },
): Promise<AreaDoc> {
  const areas = collections(db).areas;
  const last = await areas.find({ emirate: emirate.slug }).sort({ order: -1 }).limit(1).toArray();
  const doc: Omit<AreaDoc, '_id'> = {
    emirate: emirate.slug,
    name: input.name,
    slug: toSlug(input.name),
    key: toAreaKey(input.name),
    discription: input.discription,
    imageURL: input.imageURL,
    neighbourhood: [],
    feature: [],
    pdf: '',
    floorplan: [],
    images: [],
    order: (last[0]?.order ?? -1) + 1,
    updatedAt: new Date(),
    ...withTranslations(input.translations),
  };
  try {
    const { insertedId } = await changingContent(db, () => areas.insertOne(doc as AreaDoc));
    return { ...doc, _id: insertedId };
  } catch (err) {
    throw isDuplicateKey(err) ? areaNameTaken(emirate, input.name) : err;
  }
}

/**
 * Renames / re-describes an area. A new name changes its key, so its properties move with it
 * (their areaName is the key).
 */
export async function editArea(
  db: Db,
  area: AreaDoc,
  changes: {
    name: string;
    discription: string;
    imageURL?: string;
    /** The area's Arabic texts after the edit: null removes them, absent leaves them as they are. */
    translations?: AreaTranslations | null;
  },
): Promise<AreaDoc> {
  const c = collections(db);
  const set: Partial<AreaDoc> = {
    name: changes.name,
    slug: toSlug(changes.name),
    key: toAreaKey(changes.name),
    discription: changes.discription,
    updatedAt: new Date(),
  };
  if (changes.imageURL !== undefined) set.imageURL = changes.imageURL;
  if (changes.translations) set.translations = changes.translations;
  const unset = changes.translations === null ? { $unset: { translations: '' as const } } : {};
  await changingContent(db, async () => {
    await c.areas.updateOne({ _id: area._id }, { $set: set, ...unset });
    if (set.key !== area.key) {
      await c.properties.updateMany(
        { emirate: area.emirate, areaName: area.key },
        { $set: { areaName: set.key!, updatedAt: new Date() } },
      );
    }
  });
  const updated: AreaDoc = { ...area, ...set };
  if (changes.translations === null) delete updated.translations;
  return updated;
}

export async function updateAreaDetails(
  db: Db,
  area: AreaDoc,
  details: Pick<
    AreaDoc,
    'neighbourhood' | 'feature' | 'ar_neighbourhood' | 'ar_feature' | 'pdf' | 'floorplan' | 'images'
  >,
): Promise<AreaDoc> {
  // An Arabic list not sent is left as it is (undefined is not written).
  const set = Object.fromEntries(
    Object.entries({ ...details, updatedAt: new Date() }).filter(([, v]) => v !== undefined),
  ) as Partial<AreaDoc>;
  await changingContent(db, () => collections(db).areas.updateOne({ _id: area._id }, { $set: set }));
  return { ...area, ...set };
}

/** Deletes an area entry and the properties listed under it. */
export async function deleteArea(db: Db, area: AreaDoc): Promise<{ properties: number }> {
  const c = collections(db);
  return changingContent(db, async () => {
    const deleted = await deleteCounted(db, { emirate: area.emirate, areaName: area.key });
    await c.areas.deleteOne({ _id: area._id });
    return { properties: deleted };
  });
}
