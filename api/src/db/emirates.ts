/** Emirates (homepage cities). */
import type { Db } from 'mongodb';
import { normaliseKey, type EmirateTranslations, type HomepageCity } from '@manzil/contract';
import { arabicKey, hasArabic } from '../lib/arabic-text';
import { NotFoundError } from '../lib/errors';
import { collections, type EmirateDoc } from './collections';
import { changingContent } from './content-version';
import { withTranslations } from './translations';

export const listEmirates = (db: Db): Promise<EmirateDoc[]> =>
  collections(db).emirates.find({}).sort({ order: 1, name: 1 }).toArray();

/**
 * Finds an emirate by any of its key forms, case-insensitively and with or without separators:
 * 'AbuDhabi', 'abu-dhabi', 'Abu Dhabi', 'PenthousesAndLuxuryVillas'. The comparison is done in
 * code on the (small) list, so user text never becomes a query.
 */
export async function findEmirate(db: Db, ref: string): Promise<EmirateDoc | undefined> {
  return pickEmirate(await listEmirates(db), ref);
}

/** The emirate `ref` names in any key form, among those already read. */
export function pickEmirate(all: readonly EmirateDoc[], ref: string): EmirateDoc | undefined {
  const wanted = placeKey(ref);
  if (!wanted) return undefined;
  return all.find((e) => placeKeysOf(e).includes(wanted));
}

/**
 * A place name as the lookups compare it: Latin names by their letters and digits in any case and
 * spacing; Arabic ones as Arabic search reads them (arabic-text.ts), apart from every Latin key.
 */
export const placeKey = (name: string): string =>
  hasArabic(name) ? `ar:${arabicKey(name)}` : normaliseKey(name);

/** Every key a place (an emirate or an area) is found by: its English name, slug and key, and its Arabic name. */
export function placeKeysOf(place: {
  name: string;
  slug: string;
  key: string;
  translations?: { ar?: { name?: string } };
}): string[] {
  const keys = [place.name, place.slug, place.key].map(normaliseKey);
  const arabic = place.translations?.ar?.name;
  if (arabic && hasArabic(arabic)) keys.push(placeKey(arabic));
  return keys.filter(Boolean);
}

/** Emirate names, slugs and keys never change after the seed (an admin edits only an emirate's text and
 * image), so the search's lookup of a location among them is kept per database for a minute rather than
 * queried on every search. One entry per database, a few dozen keys; a failed read is not kept. */
export const EMIRATE_KEYS_TTL_MS = 60_000;
const emirateKeys = new WeakMap<Db, { at: number; bySlugForm: Promise<Map<string, string>> }>();

/** The slug of the emirate that `ref` names in any key form, or undefined. */
export async function emirateSlugOf(db: Db, ref: string, now = Date.now()): Promise<string | undefined> {
  let entry = emirateKeys.get(db);
  if (!entry || now - entry.at > EMIRATE_KEYS_TTL_MS) {
    const bySlugForm = listEmirates(db).then(
      (all) => new Map(all.flatMap((e) => placeKeysOf(e).map((k) => [k, e.slug] as const))),
    );
    const fresh = { at: now, bySlugForm };
    emirateKeys.set(db, fresh);
    bySlugForm.catch(() => emirateKeys.get(db) === fresh && emirateKeys.delete(db));
    entry = fresh;
  }
  const wanted = placeKey(ref);
  return wanted ? (await entry.bySlugForm).get(wanted) : undefined;
}

/** `findEmirate` for a ref the caller needs: an unknown one is a NotFoundError naming `field`. */
export async function getEmirate(db: Db, ref: string, field: string): Promise<EmirateDoc> {
  const emirate = await findEmirate(db, ref);
  if (!emirate) throw new NotFoundError(`${field}: unknown emirate '${ref.slice(0, 60)}'`);
  return emirate;
}

export const toHomepageCity = (e: EmirateDoc): HomepageCity => ({
  _id: e._id.toHexString(),
  name: e.name.trim().replace(/\s+/g, '-'),
  image: e.image,
  text: e.text,
  ...withTranslations(e.translations),
});

export async function updateEmirate(
  db: Db,
  emirate: EmirateDoc,
  changes: {
    text?: string;
    image?: string;
    /** The Arabic texts after the edit: null removes them, absent leaves them. */
    translations?: EmirateTranslations | null;
  },
): Promise<EmirateDoc> {
  const set: Partial<EmirateDoc> = { updatedAt: new Date() };
  if (changes.text !== undefined) set.text = changes.text;
  if (changes.image !== undefined) set.image = changes.image;
  if (changes.translations) set.translations = changes.translations;
  const unset = changes.translations === null ? { $unset: { translations: '' as const } } : {};
  await changingContent(db, () =>
    collections(db).emirates.updateOne({ _id: emirate._id }, { $set: set, ...unset }),
  );
  const updated: EmirateDoc = { ...emirate, ...set };
  if (changes.translations === null) delete updated.translations;
  return updated;
}
