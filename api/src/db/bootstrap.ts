/**
 * First start: indexes (always, idempotent), the demo content on an empty database, and the
 * first admin account. Safe to run on every start.
 */
import type { Db } from 'mongodb';
import type { Config } from '../config';
import { toAreaKey, toEmirateKey, toSlug } from '../contract';
import { generatePassword } from '../lib/passwords';
import type { Database } from './client';
import { collections, ensureIndexes, type AreaDoc, type EmirateDoc, type VrCardDoc } from './collections';
import { countAdmins, createAdmin } from './admins';
import { canonicalHouseType, insertProperty } from './properties';
import type { SeedArea, SeedEmirate, SeedProperty, SeedVrCard } from './seed/types';

export interface SeedContent {
  emirates: SeedEmirate[];
  areas: SeedArea[];
  properties: SeedProperty[];
  vrCards: SeedVrCard[];
}

export interface BootstrapOptions {
  config: Pick<Config, 'admin' | 'agencyEmail'>;
  db: Pick<Database, 'db'>;
  /** Defaults to the demo content of ./seed/data. */
  seed?: SeedContent;
  log?: (line: string) => void;
}

async function loadDemoSeed(): Promise<SeedContent> {
  const data = await import('./seed/data');
  return {
    emirates: data.SEED_EMIRATES,
    areas: data.SEED_AREAS,
    properties: data.SEED_PROPERTIES,
    vrCards: data.SEED_VR_CARDS,
  };
}

/** Inserts the demo content into each collection that is still empty (a partial first run resumes). */
export async function seedContent(db: Db, seed: SeedContent): Promise<{ seeded: boolean }> {
  const c = collections(db);
  if (await c.meta.findOne({ _id: 'seed' })) return { seeded: false };
  const now = new Date();

  if ((await c.emirates.countDocuments({})) === 0 && seed.emirates.length) {
    await c.emirates.insertMany(
      seed.emirates.map(
        (e, order) =>
          ({
            name: e.name,
            slug: toSlug(e.name),
            key: toEmirateKey(e.name),
            text: e.text,
            image: e.image,
            order,
            updatedAt: now,
          }) as EmirateDoc,
      ),
    );
  }

  if ((await c.areas.countDocuments({})) === 0 && seed.areas.length) {
    const orderIn = new Map<string, number>();
    await c.areas.insertMany(
      seed.areas.map((a) => {
        const emirate = toSlug(a.emirate);
        const order = orderIn.get(emirate) ?? 0;
        orderIn.set(emirate, order + 1);
        const doc: Omit<AreaDoc, '_id'> = {
          emirate,
          name: a.name,
          slug: toSlug(a.name),
          key: toAreaKey(a.name),
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
        return doc as AreaDoc;
      }),
    );
  }

  if ((await c.properties.countDocuments({})) === 0 && seed.properties.length) {
    const emirateOfArea = new Map<string, string>();
    for (const a of seed.areas) emirateOfArea.set(toAreaKey(a.name), toSlug(a.emirate));
    // One second apart so "oldest first" keeps the seed's order.
    let at = now.getTime() - seed.properties.length * 1000;
    for (const p of seed.properties) {
      const areaName = toAreaKey(p.areaName);
      const emirate = emirateOfArea.get(areaName);
      if (!emirate) throw new Error(`seed property "${p.house_name}" names an unknown area "${p.areaName}"`);
      await insertProperty(
        db,
        { ...p, areaName, emirate, house_type: canonicalHouseType(p.house_type) },
        new Date((at += 1000)),
      );
    }
  }

  if ((await c.vrcards.countDocuments({})) === 0 && seed.vrCards.length) {
    await c.vrcards.insertMany(
      seed.vrCards.map(
        (v, order) => ({ name: v.name, image: v.image, links360: v.links360, order }) as VrCardDoc,
      ),
    );
  }

  await c.meta.insertOne({ _id: 'seed', at: new Date() });
  return { seeded: true };
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
  const seed = options.seed ?? (await loadDemoSeed());
  const { seeded } = await seedContent(db, seed);
  if (seeded)
    log(
      `[api] seeded ${seed.emirates.length} emirates, ${seed.areas.length} areas, ${seed.properties.length} properties`,
    );
  await ensureFirstAdmin(db, options.config, log);
}
