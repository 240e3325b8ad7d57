/**
 * First start: indexes (always, idempotent), the demo content on an empty database (resumable
 * when a first start was killed midway), and the first admin account. Safe to run on every start.
 */
import type { AnyBulkWriteOperation, Collection, Db, Document, Filter, UpdateFilter } from 'mongodb';
import type { Config } from '../config';
import { toAreaKey, toEmirateKey, toPropertySlug, toSlug } from '@manzil/contract';
import { isDuplicateKey } from '../lib/errors';
import { generatePassword } from '../lib/passwords';
import type { Database } from './client';
import { collections, ensureIndexes, type AreaDoc, type PropertyDoc } from './collections';
import { bumpContentVersion } from './content-version';
import { countAdmins, createAdmin, ensureOwner } from './admins';
import { canonicalHouseType } from './properties';
import { insertManyWithFreeReferences } from './property-clock';
import { backfillSearchFields } from './search-fields';
import { migratePropertyReferences } from './property-references';
import { migrateLegacyEnquiries } from './enquiries';
import { ensureReportRollups } from './report-rollups';
import { ensureListingRollup, rebuildListingRollup } from './report-listings';
import { agentSchema } from '@manzil/contract/schemas';
import { seedArabicTexts } from './seed-arabic';
import { withTranslations } from './translations';
import type { SeedAgent, SeedArea, SeedEmirate, SeedProperty, SeedVrCard } from '@manzil/demo-content/types';

export interface SeedContent {
  emirates: SeedEmirate[];
  areas: SeedArea[];
  properties: SeedProperty[];
  vrCards: SeedVrCard[];
  /** The agency's agents (absent: none). */
  agents?: SeedAgent[];
}

export interface BootstrapOptions {
  config: Pick<Config, 'admin' | 'agencyEmail'>;
  db: Pick<Database, 'db'>;
  /** Defaults to the demo content (@manzil/demo-content), loaded only when needed. */
  seed?: SeedContent;
  log?: (line: string) => void;
}

async function loadDemoSeed(): Promise<SeedContent> {
  const data = await import('@manzil/demo-content');
  return {
    emirates: data.SEED_EMIRATES,
    areas: data.SEED_AREAS,
    properties: data.SEED_PROPERTIES,
    vrCards: data.SEED_VR_CARDS,
    agents: data.SEED_AGENTS,
  };
}

/**
 * The slug each seed property gets: what insertProperty would give them one after another on an
 * empty collection ('palm-villa', then 'palm-villa-2'…), computed up front so that a rerun finds
 * the same identity for each seed property.
 */
export function seedPropertySlugs(properties: SeedProperty[]): string[] {
  const taken = new Set<string>();
  return properties.map((p) => {
    const base = toPropertySlug(p.house_name);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/**
 * Inserts each `doc` unless a document matching its `identity` is already there (then leaves it
 * untouched). One write for them all: a first start with an embedded database waits for one
 * journal flush instead of one per document.
 */
async function insertMissing<T extends Document>(
  collection: Collection<T>,
  items: readonly { identity: Filter<T>; doc: Record<string, unknown> }[],
): Promise<void> {
  if (!items.length) return;
  await collection.bulkWrite(
    items.map(({ identity, doc }) => ({
      updateOne: {
        filter: identity,
        update: {
          $setOnInsert: Object.fromEntries(Object.entries(doc).filter(([k]) => !(k in identity))),
        } as UpdateFilter<T>,
        upsert: true,
      },
    })),
  );
}

const DAY_MS = 86_400_000;
const DUBAI_OFFSET_MS = 4 * 3_600_000;

/**
 * A seed listing's dates: `listedDaysAgo` / `updatedDaysAgo` days before this start, in office hours
 * (08:00–16:00 in Dubai, spread by seed order), never later than now; without them, `at`.
 */
export function seedDates(
  now: Date,
  index: number,
  at: Date,
  listedDaysAgo?: number,
  updatedDaysAgo?: number,
): { createdAt: Date; updatedAt: Date } {
  if (listedDaysAgo === undefined) return { createdAt: at, updatedAt: at };
  // Midnight in Dubai (UTC+4, no daylight saving) of today, then back whole days plus an office hour.
  const midnight = Math.floor((now.getTime() + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS - DUBAI_OFFSET_MS;
  const minute = 8 * 60 + ((index * 97) % 480);
  const dayOf = (days: number) =>
    new Date(Math.min(now.getTime(), midnight - days * DAY_MS + minute * 60_000));
  const createdAt = dayOf(listedDaysAgo);
  const updatedAt = dayOf(Math.min(updatedDaysAgo ?? listedDaysAgo, listedDaysAgo));
  return { createdAt, updatedAt };
}

/**
 * Inserts the demo content on a first start. Resumable: a first start killed midway leaves some
 * documents and no 'seed' marker (it is written last), and the next start adds only the missing
 * ones, each found by its natural key (slug, emirate + key, seed order), so nothing is duplicated
 * and nothing already there is rewritten. Once the marker exists the seed never runs again, even
 * when the admin has deleted everything.
 */
export async function seedContent(db: Db, seed: SeedContent): Promise<{ seeded: boolean }> {
  const c = collections(db);
  if (await c.meta.findOne({ _id: 'seed' })) return { seeded: false };
  const now = new Date();

  // Checked before writing anything, so a bad seed cannot leave half of itself behind.
  const emirateOfArea = new Map<string, string>();
  for (const a of seed.areas) emirateOfArea.set(toAreaKey(a.name), toSlug(a.emirate));
  for (const p of seed.properties)
    if (!emirateOfArea.has(toAreaKey(p.areaName)))
      throw new Error(`seed property "${p.house_name}" names an unknown area "${p.areaName}"`);

  await insertMissing(
    c.emirates,
    seed.emirates.map((e, order) => {
      const slug = toSlug(e.name);
      return {
        identity: { slug },
        doc: {
          name: e.name,
          slug,
          key: toEmirateKey(e.name),
          text: e.text,
          image: e.image,
          order,
          updatedAt: now,
          ...withTranslations(e.translations),
        },
      };
    }),
  );

  const orderIn = new Map<string, number>();
  const areas = seed.areas.map((a) => {
    const emirate = toSlug(a.emirate);
    const order = orderIn.get(emirate) ?? 0;
    orderIn.set(emirate, order + 1);
    const key = toAreaKey(a.name);
    const doc: Omit<AreaDoc, '_id'> = {
      emirate,
      name: a.name,
      slug: toSlug(a.name),
      key,
      discription: a.discription,
      imageURL: a.imageURL,
      neighbourhood: a.neighbourhood,
      feature: a.feature,
      ...(a.ar_neighbourhood ? { ar_neighbourhood: a.ar_neighbourhood } : {}),
      ...(a.ar_feature ? { ar_feature: a.ar_feature } : {}),
      pdf: a.pdf,
      floorplan: a.floorplan,
      images: a.images,
      lat: a.lat,
      lon: a.lon,
      order,
      updatedAt: now,
    };
    if (a.collection) doc.collection = true;
    if (a.translations) Object.assign(doc, withTranslations(a.translations));
    return { identity: { emirate, key }, doc: { ...doc } };
  });
  await insertMissing(c.areas, areas);

  const slugs = seedPropertySlugs(seed.properties);
  // A resumed first start: the properties already in are found by slug and left as they are.
  const present = new Set(
    (await c.properties.find({ slug: { $in: slugs } }, { projection: { slug: 1 } }).toArray()).map(
      (p) => p.slug,
    ),
  );
  // One second apart so "oldest first" keeps the seed's order (a resumed run comes later still).
  const firstAt = now.getTime() - seed.properties.length * 1000;
  const missing: Omit<PropertyDoc, '_id' | 'ref'>[] = [];
  let firstMissingAt: Date | undefined;
  for (const [i, p] of seed.properties.entries()) {
    const slug = slugs[i]!;
    if (present.has(slug)) continue;
    const { listedDaysAgo, updatedDaysAgo, ...fields } = p;
    const areaName = toAreaKey(p.areaName);
    const at = new Date(firstAt + (i + 1) * 1000);
    firstMissingAt ??= at;
    missing.push({
      ...fields,
      areaName,
      emirate: emirateOfArea.get(areaName)!,
      house_type: canonicalHouseType(p.house_type),
      slug,
      ...seedDates(now, i, at, listedDaysAgo, updatedDaysAgo),
    });
  }
  // Their ids' seconds follow the first missing one's seed second (or the next free ones): a
  // reference of their own each, in seed order. A slug taken meanwhile (another start racing) is left
  // to it.
  if (firstMissingAt)
    for (const result of await insertManyWithFreeReferences(db, missing, firstMissingAt))
      if (result.status === 'rejected' && !isDuplicateKey(result.reason)) throw result.reason;

  await insertMissing(
    c.vrcards,
    seed.vrCards.map((v, order) => ({
      identity: { order, name: v.name },
      doc: { links360: v.links360, image: v.image, ...withTranslations(v.translations) },
    })),
  );

  // Written last: its presence means every document above is in.
  await c.meta.updateOne({ _id: 'seed' }, { $setOnInsert: { at: new Date() } }, { upsert: true });
  await bumpContentVersion(db);
  return { seeded: true };
}

/** `meta` marker of seedListingFacts: present once a database has the seed's agents and listing facts. */
export const LISTING_FACTS_MARKER = 'seed-listing-facts-v1';
/** The fact fields a seed property may carry, filled in on a database seeded before they existed. */
export const SEED_FACT_FIELDS = [
  'status',
  'permitNumber',
  'agent',
  'furnishing',
  'completion',
  'serviceCharge',
  'rentPeriod',
  'amenities',
] as const;

/**
 * Brings a seeded database up to the seed's agents and listing facts, once (a `meta` marker, written
 * last, so a start killed midway simply does it again). Agents are added by slug when missing. Each
 * seed property (found by its stable slug) gains only the facts it lacks, so nothing an admin set is
 * overwritten; its photos only while its cover is still the seed's (an uploaded cover keeps its own).
 * A database the admin emptied, or never seeded, gets agents but no listings.
 */
export async function seedListingFacts(db: Db, seed: SeedContent): Promise<{ migrated: boolean }> {
  const c = collections(db);
  if (await c.meta.findOne({ _id: LISTING_FACTS_MARKER })) return { migrated: false };
  const now = new Date();
  // Checked before writing anything: a bad agent in the seed stops the start, not half of the seed.
  const agents = (seed.agents ?? []).map((a) => agentSchema.parse(a));
  await insertMissing(
    c.agents,
    agents.map((a, order) => ({ identity: { slug: a.slug }, doc: { ...a, order, updatedAt: now } })),
  );

  const slugs = seedPropertySlugs(seed.properties);
  const updates: AnyBulkWriteOperation<PropertyDoc>[] = [];
  for (const [i, p] of seed.properties.entries()) {
    const slug = slugs[i]!;
    // $ifNull keeps a value already stored; $literal keeps a value from being read as an expression.
    const fill: Record<string, unknown> = {};
    for (const field of SEED_FACT_FIELDS)
      if (p[field] !== undefined) fill[field] = { $ifNull: [`$${field}`, { $literal: p[field] }] };
    if (Object.keys(fill).length)
      updates.push({
        updateOne: { filter: { slug }, update: [{ $set: fill }] as unknown as UpdateFilter<PropertyDoc> },
      });
    if (p.photos?.length)
      updates.push({
        updateOne: {
          filter: { slug, imageurl: p.imageurl, photos: { $exists: false } },
          update: { $set: { photos: p.photos } },
        },
      });
  }
  // One write (one journal flush) for the whole seed, in order.
  if (updates.length) await c.properties.bulkWrite(updates);
  await c.meta.updateOne(
    { _id: LISTING_FACTS_MARKER },
    { $setOnInsert: { at: new Date() } },
    { upsert: true },
  );
  await bumpContentVersion(db);
  return { migrated: true };
}

/** Creates the first admin on a database without one: from ADMIN_* or with a generated password, printed once. */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, 'admin' | 'agencyEmail'>,
  log: (line: string) => void,
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const username = config.admin.username?.trim() || 'admin';
  const email = config.admin.email?.trim() || config.agencyEmail;
  const given = config.admin.password;
  if (given !== undefined && given.length < 8)
    throw new Error('ADMIN_PASSWORD must be at least 8 characters');
  const password = given ?? generatePassword();
  await createAdmin(db, { username, email, password });
  if (given === undefined) {
    log(`[api] created the first admin "${username}" with the generated password: ${password}`);
    log('[api] this password is shown only once; change it with "forgot password" or set ADMIN_PASSWORD.');
  } else log(`[api] created the first admin "${username}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
}

export async function bootstrapData(options: BootstrapOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { db } = options.db;
  await ensureIndexes(db);
  const leads = await migrateLegacyEnquiries(db);
  if (leads) log(`[api] made ${leads} earlier enquiries new leads`);
  const counted = await ensureReportRollups(db);
  if (counted?.leads) log(`[api] counted ${counted.leads} leads into the reports' daily counters`);
  const moved = await migratePropertyReferences(db);
  if (moved) log(`[api] gave ${moved} properties an id of their own (their Reference IDs were shared)`);
  const seed = options.seed ?? (await loadDemoSeed());
  const { seeded } = await seedContent(db, seed);
  if (seeded)
    log(
      `[api] seeded ${seed.emirates.length} emirates, ${seed.areas.length} areas, ${seed.properties.length} properties`,
    );
  const { migrated } = await seedListingFacts(db, seed);
  if (migrated && !seeded) log(`[api] added the agents and listing facts of the demo content`);
  // The facts gave listings statuses past the write path: their report counters are counted again.
  const listed = migrated ? await rebuildListingRollup(db) : await ensureListingRollup(db);
  if (listed?.listings && !seeded)
    log(`[api] counted ${listed.listings} listings into the reports' listing counters`);
  const arabic = await seedArabicTexts(db, seed);
  if (arabic && !seeded) log(`[api] added ${arabic} Arabic texts of the demo content`);
  const derived = await backfillSearchFields(db);
  if (derived) log(`[api] gave ${derived} properties their search fields`);
  await ensureFirstAdmin(db, options.config, log);
  await ensureOwner(db);
}
