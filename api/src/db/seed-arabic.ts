/**
 * Brings a database seeded before the demo content had Arabic texts up to them, once (a `meta`
 * marker, written last, so a start killed midway does it again). A seed record gains an Arabic text
 * only where it has none and its English text is still the seed's: what staff wrote (in either
 * language) is never overwritten, and a record they re-wrote in English keeps its English fallback
 * rather than an Arabic text that no longer says the same.
 */
import type { AnyBulkWriteOperation, Db, Document, Filter } from 'mongodb';
import {
  AGENT_TEXT_FIELDS,
  AREA_TEXT_FIELDS,
  arabicOf,
  EMIRATE_TEXT_FIELDS,
  PROPERTY_TEXT_FIELDS,
  toAreaKey,
  toSlug,
  VR_CARD_TEXT_FIELDS,
  type Translations,
} from '@manzil/contract';
import { collections } from './collections';
import { bumpContentVersion } from './content-version';
import { seedPropertySlugs, type SeedContent } from './bootstrap';

export const ARABIC_TEXTS_MARKER = 'seed-arabic-v1';

/** One guarded write per Arabic text of a seed record (`english`: the seed's English fields). */
function fillOps<F extends string>(
  identity: Document,
  english: Partial<Record<F, unknown>>,
  translations: Translations<F> | undefined,
  fields: readonly F[],
): AnyBulkWriteOperation<Document>[] {
  const ar = arabicOf(translations);
  if (!ar) return [];
  return fields.flatMap((field) => {
    const text = ar[field];
    const source = english[field];
    if (!text || typeof source !== 'string') return [];
    const path = `translations.ar.${field}`;
    return [
      {
        updateOne: {
          filter: { ...identity, [field]: source, [path]: { $exists: false } } as Filter<Document>,
          update: { $set: { [path]: text } },
        },
      },
    ];
  });
}

/** Adds the seed's missing Arabic texts; resolves to how many were written (0 once done). */
export async function seedArabicTexts(db: Db, seed: SeedContent): Promise<number> {
  const c = collections(db);
  if (await c.meta.findOne({ _id: ARABIC_TEXTS_MARKER })) return 0;
  const slugs = seedPropertySlugs(seed.properties);
  const writes: [string, AnyBulkWriteOperation<Document>[]][] = [
    [
      'emirates',
      seed.emirates.flatMap((e) =>
        fillOps(
          { slug: toSlug(e.name) },
          { name: e.name, text: e.text },
          e.translations,
          EMIRATE_TEXT_FIELDS,
        ),
      ),
    ],
    [
      'areas',
      seed.areas.flatMap((a) =>
        fillOps({ emirate: toSlug(a.emirate), key: toAreaKey(a.name) }, a, a.translations, AREA_TEXT_FIELDS),
      ),
    ],
    [
      'properties',
      seed.properties.flatMap((p, i) =>
        fillOps({ slug: slugs[i]! }, p, p.translations, PROPERTY_TEXT_FIELDS),
      ),
    ],
    [
      'agents',
      (seed.agents ?? []).flatMap((a) => fillOps({ slug: a.slug }, a, a.translations, AGENT_TEXT_FIELDS)),
    ],
    [
      'vrcards',
      seed.vrCards.flatMap((v, order) => fillOps({ order }, v, v.translations, VR_CARD_TEXT_FIELDS)),
    ],
  ];
  let written = 0;
  for (const [name, ops] of writes) {
    if (!ops.length) continue;
    // Unordered: one guard that finds nothing (a record staff changed or removed) stops no other.
    const result = await db.collection(name).bulkWrite(ops, { ordered: false });
    written += result.modifiedCount;
  }
  await c.meta.updateOne(
    { _id: ARABIC_TEXTS_MARKER },
    { $setOnInsert: { at: new Date() } },
    { upsert: true },
  );
  if (written) await bumpContentVersion(db);
  return written;
}
