/**
 * First start: indexes (always, idempotent), the demo content on an empty database (resumable
 * when a first start was killed midway), and the first admin account. Safe to run on every start.
 */
import type { Collection, Db, Document, Filter, UpdateFilter } from 'mongodb';
import type { Config } from '../config';
import { toAreaKey, toEmirateKey, toPropertySlug, toSlug } from '@manzil/contract';
import { isDuplicateKey } from '../lib/errors';
import { generatePassword } from '../lib/passwords';
import type { Database } from './client';
import { collections, ensureIndexes, type AreaDoc, type PropertyDoc } from './collections';
import { bumpContentVersion } from './content-version';
import { countAdmins, createAdmin } from './admins';
import { canonicalHouseType, insertWithFreeReference } from './properties';
import { migratePropertyReferences } from './property-references';
import { agentSchema } from '@manzil/contract/schemas';
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

/** Inserts `doc` unless a document matching `identity` is already there (then leaves it untouched). */
async function insertMissing<T extends Document>(
  collection: Collection<T>,
  identity: Filter<T>,
  doc: Record<string, unknown>,
): Promise<void> {
  const rest = Object.fromEntries(Object.entries(doc).filter(([k]) => !(k in identity)));
  await collection.updateOne(identity, { $setOnInsert: rest } as UpdateFilter<T>, { upsert: true });
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

  for (const [order, e] of seed.emirates.entries()) {
    const slug = toSlug(e.name);
    await insertMissing(
      c.emirates,
      { slug },
      { name: e.name, slug, key: toEmirateKey(e.name), text: e.text, image: e.image, order, updatedAt: now },
    );
  }

  const orderIn = new Map<string, number>();
  for (const a of seed.areas) {
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
      pdf: a.pdf,
      floorplan: a.floorplan,
      images: a.images,
      lat: a.lat,
      lon: a.lon,
      order,
      updatedAt: now,
    };
    if (a.collection) doc.collection = true;
    await insertMissing(c.areas, { emirate, key }, { ...doc });
  }

  const slugs = seedPropertySlugs(seed.properties);
  // One second apart so "oldest first" keeps the seed's order (a resumed run comes later still).
  const firstAt = now.getTime() - seed.properties.length * 1000;
  for (const [i, p] of seed.properties.entries()) {
    const areaName = toAreaKey(p.areaName);
    const at = new Date(firstAt + (i + 1) * 1000);
    const slug = slugs[i]!;
    if (await c.properties.findOne({ slug }, { projection: { _id: 1 } })) continue;
    const doc: Omit<PropertyDoc, '_id' | 'ref'> = {
      ...p,
      areaName,
      emirate: emirateOfArea.get(areaName)!,
      house_type: canonicalHouseType(p.house_type),
      slug,
      createdAt: at,
      updatedAt: at,
    };
    // Its id's second is its creation second (or the next free one): a reference of its own.
    await insertWithFreeReference(db, doc, at).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
  }

  for (const [order, v] of seed.vrCards.entries())
    await insertMissing(c.vrcards, { order, name: v.name }, { links360: v.links360, image: v.image });

  // Written last: its presence means every document above is in.
  await c.meta.updateOne({ _id: 'seed' }, { $setOnInsert: { at: new Date() } }, { upsert: true });
  await bumpContentVersion(db);
  return { seeded: true };
}

/** `meta` marker of seedListingFacts: present once a database has the agents and listing facts of issue 25. */
export const LISTING_FACTS_MARKER = 'seed-listing-facts-v1';
/** The fact fields a seed property may carry, filled in on a database seeded before they existed. */
const SEED_FACT_FIELDS = [
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
  for (const [order, a] of agents.entries())
    await insertMissing(c.agents, { slug: a.slug }, { ...a, order, updatedAt: now });

  const slugs = seedPropertySlugs(seed.properties);
  for (const [i, p] of seed.properties.entries()) {
    const slug = slugs[i]!;
    // $ifNull keeps a value already stored; $literal keeps a value from being read as an expression.
    const fill: Record<string, unknown> = {};
    for (const field of SEED_FACT_FIELDS)
      if (p[field] !== undefined) fill[field] = { $ifNull: [`$${field}`, { $literal: p[field] }] };
    if (Object.keys(fill).length)
      await c.properties.updateOne({ slug }, [{ $set: fill }] as unknown as UpdateFilter<PropertyDoc>);
    if (p.photos?.length)
      await c.properties.updateOne(
        { slug, imageurl: p.imageurl, photos: { $exists: false } },
        {
          $set: { photos: p.photos },
        },
      );
  }
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
  await ensureFirstAdmin(db, options.config, log);
}
