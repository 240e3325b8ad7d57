import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  emirateSlidesFolder,
  EMIRATES,
  heroSlide,
  PRICE_RANGES,
  PROPERTY_TYPES,
  PURPOSES,
  toAreaKey,
  toSlug,
  type PriceRange,
} from '@manzil/contract';
import { agentSchema } from '@manzil/contract/schemas';
import { SEED_AGENTS, SEED_AREAS, SEED_EMIRATES, SEED_PROPERTIES, SEED_VR_CARDS } from './data';
import { commercialUseOf } from './media';

const PUBLIC_DIR = fileURLToPath(new URL('../../../shell/public', import.meta.url));
const areaKeys = new Set(SEED_AREAS.map((a) => toAreaKey(a.name)));
const inRange = (price: number, r: PriceRange): boolean =>
  (r.min === undefined || price >= r.min) && (r.max === undefined || price < r.max);
const countIn = (key: string): number => SEED_PROPERTIES.filter((p) => p.areaName === key).length;

describe('seed emirates', () => {
  it('has the nine emirates of the spec, in order, each with text and an image', () => {
    expect(SEED_EMIRATES.map((e) => e.name)).toEqual([...EMIRATES]);
    for (const e of SEED_EMIRATES) {
      expect(e.text.length).toBeGreaterThan(40);
      expect(e.image).toBe(`/images/emirates/${toSlug(e.name)}.jpg`);
    }
  });
});

describe('seed areas', () => {
  it('includes the six named Dubai areas and the Sobha collection', () => {
    for (const name of [
      'Downtown Dubai',
      'Dubai Marina',
      'Palm Jumeirah',
      'Business Bay',
      'Dubai Hills Estate',
      'Jumeirah Village Circle',
    ]) {
      expect(SEED_AREAS.find((a) => a.name === name)?.emirate).toBe('Dubai');
    }
    const sobha = SEED_AREAS.find((a) => toAreaKey(a.name) === 'sobha');
    expect(sobha).toMatchObject({ emirate: 'Dubai', collection: true });
  });

  it('has at least two listed areas for every other emirate', () => {
    for (const emirate of EMIRATES.filter((e) => e !== 'Dubai')) {
      expect(
        SEED_AREAS.filter((a) => a.emirate === emirate && !a.collection).length,
        emirate,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every area complete detail data', () => {
    expect(areaKeys.size).toBe(SEED_AREAS.length);
    for (const a of SEED_AREAS) {
      expect(a.discription.split('. ').length, a.name).toBeGreaterThanOrEqual(2);
      expect(a.neighbourhood.length, a.name).toBeGreaterThanOrEqual(4);
      expect(a.neighbourhood.length, a.name).toBeLessThanOrEqual(6);
      expect(a.feature.length, a.name).toBeGreaterThanOrEqual(4);
      expect(a.feature.length, a.name).toBeLessThanOrEqual(6);
      expect(a.floorplan.length, a.name).toBeGreaterThanOrEqual(2);
      expect(a.images.length, a.name).toBeGreaterThanOrEqual(3);
      expect(a.pdf === '' || a.pdf === `/brochures/${toAreaKey(a.name)}.pdf`, a.name).toBe(true);
      expect(Math.abs(a.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(a.lon)).toBeLessThanOrEqual(180);
    }
  });

  it('leaves exactly two areas without a brochure', () => {
    expect(SEED_AREAS.filter((a) => a.pdf === '').length).toBe(2);
  });
});

describe('seed properties', () => {
  it('has at least 80 listings, 13 in Downtown Dubai and 7 in the Sobha collection', () => {
    expect(SEED_PROPERTIES.length).toBeGreaterThanOrEqual(80);
    expect(countIn('downtown_dubai')).toBeGreaterThanOrEqual(13);
    expect(countIn('sobha')).toBeGreaterThanOrEqual(7);
  });

  it('puts listings in every seeded area and every emirate', () => {
    for (const key of areaKeys) expect(countIn(key), key).toBeGreaterThan(0);
    const emirateOf = new Map(SEED_AREAS.map((a) => [toAreaKey(a.name), a.emirate]));
    const emiratesWithListings = new Set(SEED_PROPERTIES.map((p) => emirateOf.get(p.areaName)));
    for (const e of EMIRATES) expect(emiratesWithListings.has(e), e).toBe(true);
  });

  it('refers only to seeded areas', () => {
    for (const p of SEED_PROPERTIES)
      expect(areaKeys.has(p.areaName), `${p.house_name} → ${p.areaName}`).toBe(true);
  });

  it('has unique names within each area and exactly one name shared by two areas', () => {
    const perArea = new Set(SEED_PROPERTIES.map((p) => `${p.areaName}|${p.house_name}`));
    expect(perArea.size).toBe(SEED_PROPERTIES.length);
    const byName = new Map<string, string[]>();
    for (const p of SEED_PROPERTIES)
      byName.set(p.house_name, [...(byName.get(p.house_name) ?? []), p.areaName]);
    const shared = [...byName.entries()].filter(([, areas]) => areas.length > 1);
    expect(shared).toHaveLength(1);
    expect(new Set(shared[0]?.[1]).size).toBe(2);
  });

  it('uses only the property types of the spec, each for both Buy and Rent', () => {
    for (const p of SEED_PROPERTIES) expect(PROPERTY_TYPES).toContain(p.house_type);
    for (const type of PROPERTY_TYPES) {
      for (const purpose of PURPOSES) {
        expect(
          SEED_PROPERTIES.some((p) => p.house_type === type && p.for === purpose),
          `${type} ${purpose}`,
        ).toBe(true);
      }
    }
  });

  it('covers every price range of both purposes, and has listings without a price', () => {
    for (const purpose of PURPOSES) {
      for (const range of PRICE_RANGES[purpose].filter((r) => r.min !== undefined || r.max !== undefined)) {
        const hits = SEED_PROPERTIES.filter(
          (p) => p.for === purpose && p.price !== undefined && inRange(p.price, range),
        );
        expect(hits.length, `${purpose} ${range.label}`).toBeGreaterThan(0);
      }
    }
    expect(SEED_PROPERTIES.filter((p) => p.price === undefined).length).toBeGreaterThanOrEqual(2);
  });

  it('has figures that fit the type', () => {
    for (const p of SEED_PROPERTIES) {
      expect(p.area, p.house_name).toBeGreaterThan(0);
      if (p.house_type === 'Land' || p.house_type === 'Commercial') expect(p.bedrooms, p.house_name).toBe(0);
      if (p.house_type === 'Villa' || p.house_type === 'Townhouse')
        expect(p.bedrooms, p.house_name).toBeGreaterThanOrEqual(3);
      if (p.price !== undefined)
        expect(p.price, p.house_name).toBeGreaterThan(p.for === 'Buy' ? 100_000 : 500);
    }
  });

  it('writes overviews in the bullet style without outside links', () => {
    for (const p of SEED_PROPERTIES) {
      const lines = p.discription
        .split('.')
        .map((l) => l.trim())
        .filter(Boolean);
      expect(lines.length, p.house_name).toBeGreaterThanOrEqual(4);
      expect(
        lines.some((l) => l.includes(' - ')),
        p.house_name,
      ).toBe(true);
      expect(p.discription, p.house_name).not.toMatch(/https?:/);
    }
    expect(SEED_PROPERTIES.filter((p) => /:\s*\/\S+/.test(p.discription)).length).toBeGreaterThan(10);
    expect(SEED_PROPERTIES.filter((p) => p.description === '').length).toBeGreaterThanOrEqual(2);
  });

  it('places each listing near its area centre', () => {
    const centres = new Map(SEED_AREAS.map((a) => [toAreaKey(a.name), a]));
    for (const p of SEED_PROPERTIES) {
      const c = centres.get(p.areaName);
      if (!c) throw new Error(p.areaName);
      // Penthouses sit in several Dubai districts; everything else within ~1 km of its area centre.
      const limit = p.areaName === 'dubai_penthouses' ? 0.3 : 0.01;
      expect(Math.abs(p.lat - c.lat) + Math.abs(p.lon - c.lon), p.house_name).toBeLessThan(limit);
    }
  });
});

describe('seed VR cards', () => {
  it('has at least nine cards with https tour links, and one without any', () => {
    expect(SEED_VR_CARDS.length).toBeGreaterThanOrEqual(9);
    for (const card of SEED_VR_CARDS) {
      expect(card.links360.length).toBeLessThanOrEqual(3);
      for (const link of card.links360) expect(link).toMatch(/^https:\/\//);
    }
    expect(SEED_VR_CARDS.filter((c) => c.links360.length === 0)).toHaveLength(1);
  });
});

describe('seed media files', () => {
  it('exist under shell/public for every image, plan and brochure the seed refers to', () => {
    const links = [
      ...SEED_EMIRATES.map((e) => e.image),
      ...SEED_AREAS.flatMap((a) => [a.imageURL, a.pdf, ...a.floorplan, ...a.images].filter(Boolean)),
      ...SEED_PROPERTIES.map((p) => p.imageurl),
      ...SEED_VR_CARDS.map((c) => c.image),
      ...SEED_PROPERTIES.flatMap((p) => p.photos ?? []),
      ...SEED_AGENTS.map((a) => a.photo),
    ];
    const missing = links.filter((link) => !link.startsWith('/') || !existsSync(join(PUBLIC_DIR, link)));
    expect(missing).toEqual([]);
  });

  it("has every emirate's own 8 hero slides for its city and area pages", () => {
    const slides = EMIRATES.flatMap((e) =>
      Array.from({ length: 8 }, (_, i) => heroSlide(emirateSlidesFolder(e), i + 1)),
    );
    expect(slides.filter((slide) => !existsSync(join(PUBLIC_DIR, slide)))).toEqual([]);
  });
});

describe('seed listing facts', () => {
  const dubai = SEED_PROPERTIES.filter((p) => /, Dubai$/.test(p.location));

  it('gives every Dubai listing a unique ten-digit permit and every listing an agent of the agency', () => {
    expect(dubai.length).toBeGreaterThan(40);
    expect(dubai.every((p) => /^\d{10}$/.test(p.permitNumber ?? ''))).toBe(true);
    expect(new Set(dubai.map((p) => p.permitNumber)).size).toBe(dubai.length);
    const agents = new Set(SEED_AGENTS.map((a) => a.slug));
    expect(SEED_PROPERTIES.every((p) => agents.has(p.agent ?? ''))).toBe(true);
  });

  it('has mostly available listings and a few under offer, reserved, sold and rented', () => {
    const count = (status: string) => SEED_PROPERTIES.filter((p) => p.status === status).length;
    expect(count('available') / SEED_PROPERTIES.length).toBeGreaterThan(0.7);
    for (const status of ['under-offer', 'reserved', 'sold', 'rented'])
      expect(count(status), status).toBeGreaterThan(0);
    expect(SEED_PROPERTIES.filter((p) => p.status === 'sold').every((p) => p.for === 'Buy')).toBe(true);
    expect(SEED_PROPERTIES.filter((p) => p.status === 'rented').every((p) => p.for === 'Rent')).toBe(true);
  });

  it('charges service in the market ranges: apartments AED 10–30 per sqft a year, houses less', () => {
    for (const p of SEED_PROPERTIES) {
      if (p.serviceCharge === undefined) continue;
      if (p.house_type === 'Apartment') expect(p.serviceCharge, p.house_name).toBeGreaterThanOrEqual(10);
      if (p.house_type === 'Apartment') expect(p.serviceCharge, p.house_name).toBeLessThanOrEqual(30);
      if (p.house_type === 'Villa' || p.house_type === 'Townhouse')
        expect(p.serviceCharge, p.house_name).toBeLessThanOrEqual(8);
    }
    expect(
      SEED_PROPERTIES.filter((p) => p.house_type === 'Land').every((p) => p.serviceCharge === undefined),
    ).toBe(true);
  });

  it('hands off-plan homes over between 2026 and 2029, and only homes for sale', () => {
    const offPlan = SEED_PROPERTIES.filter((p) => p.completion && p.completion !== 'ready');
    expect(offPlan.length).toBeGreaterThan(5);
    for (const p of offPlan) {
      expect(p.completion).toMatch(/^20(2[6-9])-Q[1-4]$/);
      expect(p.for).toBe('Buy');
    }
  });

  it('lets rentals by the year or by the month, as their overview says', () => {
    for (const p of SEED_PROPERTIES.filter((r) => r.for === 'Rent'))
      expect(p.discription, p.house_name).toContain(
        p.rentPeriod === 'monthly' ? 'Monthly contract' : 'Yearly contract',
      );
  });

  it('shows 6 to 12 distinct photos per listing, the cover first, of its own type', () => {
    const kindsOf: Record<string, RegExp> = {
      Apartment: /\/(living|bedroom|kitchen|view)-/,
      Villa: /\/(villa|living|bedroom|kitchen)-/,
      Townhouse: /\/(townhouse|living|bedroom|kitchen)-/,
      Land: /\/(land|view)-/,
    };
    // A commercial unit's photos show what it is: a warehouse's loading bay, a shop's street, an office.
    const commercial: Record<string, RegExp> = {
      warehouse: /\/(warehouse|view)-/,
      retail: /\/(retail|view)-/,
      office: /\/(office|view)-/,
    };
    expect(commercialUseOf('Faseel Port Warehouse')).toBe('warehouse');
    expect(commercialUseOf('Nuaimiya Storage Unit 3')).toBe('warehouse');
    expect(commercialUseOf('Boulevard Retail Unit G12')).toBe('retail');
    expect(commercialUseOf('Bay Square Office 1504')).toBe('office');
    for (const p of SEED_PROPERTIES) {
      const photos = p.photos ?? [];
      expect(photos.length, p.house_name).toBeGreaterThanOrEqual(6);
      expect(photos.length, p.house_name).toBeLessThanOrEqual(12);
      expect(new Set(photos).size, p.house_name).toBe(photos.length);
      expect(photos[0]).toBe(p.imageurl);
      const kinds =
        p.house_type === 'Commercial' ? commercial[commercialUseOf(p.house_name)] : kindsOf[p.house_type];
      for (const photo of photos.slice(1)) expect(photo, p.house_name).toMatch(kinds!);
      // A home shows its kitchen; a villa its garden and pool.
      if (['Apartment', 'Villa', 'Townhouse'].includes(p.house_type))
        expect(
          photos.some((photo) => photo.includes('/kitchen-')),
          p.house_name,
        ).toBe(true);
      if (p.house_type === 'Villa')
        expect(
          photos.some((photo) => photo.includes('/villa-')),
          p.house_name,
        ).toBe(true);
      if (p.house_type === 'Commercial')
        expect(photos.filter((photo) => !photo.includes('/view-')).length, p.house_name).toBeGreaterThan(3);
    }
  });
});

describe('seed listings agree with themselves', () => {
  /** What a buyer reads about a listing: its overview and description. */
  const textOf = (p: (typeof SEED_PROPERTIES)[number]) => `${p.discription} ${p.description}`;
  const has = (p: (typeof SEED_PROPERTIES)[number], word: RegExp) =>
    (p.amenities ?? []).some((a) => word.test(a));

  it("names in the overview's amenities line only amenities of the listing's list", () => {
    for (const p of SEED_PROPERTIES) {
      const line = p.discription.split('. ').find((l) => /^(Amenities|Facilities|Plot Features) - /.test(l));
      expect(line, p.house_name).toBeDefined();
      const named = line!
        .replace(/^[^-]+ - /, '')
        .replace(/\.$/, '')
        .split(/, | and (?=[^,]*$)/)
        .map((a) => a.toLowerCase());
      const list = (p.amenities ?? []).map((a) => a.toLowerCase());
      for (const amenity of named) {
        // 'power and water nearby' is one amenity even when split on its 'and'.
        const whole = list.find((a) => a === amenity || a.includes(amenity));
        expect(whole, `${p.house_name}: ${amenity}`).toBeDefined();
      }
    }
  });

  it('lists every amenity its text names: pool, gym, concierge, maid’s room, balcony, study, garden', () => {
    const words: [RegExp, RegExp, (type: string) => boolean][] = [
      [/(?<!space for a )\bpool/i, /pool/i, (t) => t !== 'Commercial' && t !== 'Land'],
      [/\bgym\b/i, /^gym$/i, () => true],
      [/\bconcierge\b/i, /concierge/i, () => true],
      [/\bmaid/i, /maid/i, () => true],
      [/\bbalcon/i, /balcony/i, () => true],
      [/\bstudy\b/i, /study/i, () => true],
      [/\bgarden\b/, /garden/i, (t) => t === 'Villa' || t === 'Townhouse'],
      [/\bpantry\b/i, /pantry/i, () => true],
    ];
    for (const p of SEED_PROPERTIES)
      for (const [inText, inList, applies] of words)
        if (applies(p.house_type) && inText.test(textOf(p)))
          expect(has(p, inList), `${p.house_name}: ${inText}`).toBe(true);
    // A villa with 'space for a pool' has no pool yet.
    const space = SEED_PROPERTIES.filter((p) => /space for a pool/.test(textOf(p)));
    expect(space.length).toBeGreaterThan(0);
    for (const p of space) expect(has(p, /pool/i), p.house_name).toBe(false);
  });

  it('was listed over the past months, each area oldest first in seed order, updated since or not at all', () => {
    const days = SEED_PROPERTIES.map((p) => p.listedDaysAgo!);
    expect(days.every((d) => Number.isInteger(d) && d >= 1 && d <= 240)).toBe(true);
    expect(Math.max(...days)).toBeGreaterThan(120);
    expect(Math.min(...days)).toBeLessThanOrEqual(3);
    // Spread out: no more than three listings on one day.
    const perDay = new Map<number, number>();
    for (const d of days) perDay.set(d, (perDay.get(d) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3);
    for (const area of new Set(SEED_PROPERTIES.map((p) => p.areaName))) {
      const ages = SEED_PROPERTIES.filter((p) => p.areaName === area).map((p) => p.listedDaysAgo!);
      for (let i = 1; i < ages.length; i += 1) expect(ages[i], area).toBeLessThan(ages[i - 1]!);
    }
    for (const p of SEED_PROPERTIES) {
      expect(p.updatedDaysAgo, p.house_name).toBeGreaterThanOrEqual(0);
      expect(p.updatedDaysAgo, p.house_name).toBeLessThanOrEqual(p.listedDaysAgo!);
      // A sold, let or offered home changed status after it was listed.
      if (p.status !== 'available' && p.listedDaysAgo! > 1)
        expect(p.updatedDaysAgo, p.house_name).toBeLessThan(p.listedDaysAgo!);
    }
    // The newest listings of the site come from several areas, not the last rows of the seed.
    const newest = [...SEED_PROPERTIES].sort((a, b) => a.listedDaysAgo! - b.listedDaysAgo!).slice(0, 6);
    expect(new Set(newest.map((p) => p.areaName)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('seed agents', () => {
  it('has six active agents the contract accepts, each with a portrait of their own', () => {
    expect(SEED_AGENTS).toHaveLength(6);
    for (const a of SEED_AGENTS) expect(agentSchema.parse(a)).toEqual(a);
    expect(new Set(SEED_AGENTS.map((a) => a.photo)).size).toBe(6);
    expect(new Set(SEED_AGENTS.map((a) => a.brn)).size).toBe(6);
  });
});

describe('the Arabic texts', () => {
  const ARABIC = /[\u0600-\u06FF]/;
  const arabicOf = (record: { translations?: { ar?: Record<string, string | undefined> } }) =>
    record.translations?.ar ?? {};

  it('name every emirate, area, agent and VR card in Arabic, and describe every emirate and area', () => {
    for (const e of SEED_EMIRATES) {
      expect(arabicOf(e).name, e.name).toMatch(ARABIC);
      expect(arabicOf(e).text, e.name).toMatch(ARABIC);
    }
    for (const a of SEED_AREAS) {
      expect(arabicOf(a).name, a.name).toMatch(ARABIC);
      expect(arabicOf(a).discription, a.name).toMatch(ARABIC);
    }
    for (const a of SEED_AGENTS) expect(arabicOf(a).name, a.name).toMatch(ARABIC);
    for (const v of SEED_VR_CARDS) expect(arabicOf(v).name, v.name).toMatch(ARABIC);
    expect(SEED_AREAS.find((a) => a.name === 'Dubai Marina')?.translations?.ar?.name).toBe('دبي مارينا');
  });

  it("give every area its highlights and features in Arabic, item for item, with no Latin word but a name's", () => {
    for (const a of SEED_AREAS) {
      expect(a.ar_neighbourhood?.length, a.name).toBe(a.neighbourhood.length);
      expect(a.ar_feature?.length, a.name).toBe(a.feature.length);
      for (const item of [...a.ar_neighbourhood!, ...a.ar_feature!]) {
        expect(item, a.name).toMatch(ARABIC);
        // Latin letters only in a road's number (E89): no English word left in.
        expect(item.replace(/\bE\d+\b/, ''), a.name).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('give every listing its Arabic title, place, address and overview, and a description where it has one', () => {
    for (const p of SEED_PROPERTIES) {
      const ar = arabicOf(p);
      for (const field of ['house_name', 'location', 'address', 'discription'] as const)
        expect(ar[field], `${p.house_name} ${field}`).toMatch(ARABIC);
      expect(Boolean(ar.description), p.house_name).toBe(p.description !== '');
      // The overview reads as bullets split on full stops, as the English one does.
      expect(ar.discription!.split('. ').length, p.house_name).toBe(p.discription.split('. ').length - 1);
    }
  });
});
