/**
 * The listing facts of the demo listings: statuses, permits, agents, furnishing, completion,
 * service charges, rent periods, amenities and photos. Everything is derived from the listing's index and
 * type, so every run seeds the same facts.
 */
import type { Completion, Furnishing, HandoverQuarter, ListingStatus } from '@manzil/contract';
import { SEED_AGENTS } from './agents';
import { commercialUseOf, LISTING_PHOTO_POOL, type ListingPhotoKind } from './media';
import type { PropertyRow } from './propertyRows';
import type { SeedProperty } from './types';

/** Mostly available; a few under offer, reserved, and sold or let (the rest of a real agency's book). */
function statusOf(r: PropertyRow, index: number): ListingStatus {
  if (index % 11 === 4) return 'under-offer';
  if (index % 17 === 9) return r.for === 'Rent' ? 'rented' : 'sold';
  if (index % 13 === 6 && r.for === 'Rent') return 'rented';
  if (index % 23 === 15) return 'reserved';
  return 'available';
}

/** A Trakheesi-style permit: ten digits, unique per listing. */
const permitOf = (index: number): string =>
  String(7_100_000_000 + ((index * 7_919_117 + 104_729) % 99_999_999));

/** An agent who covers the listing's area, else one in turn: every listing has someone to call. */
function agentOf(areaKey: string, index: number): string {
  const local = SEED_AGENTS.filter((a) => a.areas.includes(areaKey));
  const pool = local.length ? local : SEED_AGENTS;
  return pool[index % pool.length]!.slug;
}

const FURNISHING_CYCLE: Furnishing[] = ['furnished', 'unfurnished', 'semi-furnished', 'unfurnished'];

/** Off-plan handovers run from late 2026 to 2029, as Dubai's launches of the last two years do. */
const HANDOVERS: HandoverQuarter[] = ['2026-Q4', '2027-Q2', '2027-Q4', '2028-Q1', '2028-Q3', '2029-Q2'];

/** AED per sqft per year, in the ranges Dubai's service charge index shows: towers 12–28, houses 3–7,
 * offices 15–24. */
function serviceChargeOf(r: PropertyRow, index: number): number | undefined {
  const step = (index * 37) % 100;
  switch (r.type) {
    case 'Apartment':
      return Math.round((12 + (step / 100) * 16) * 2) / 2;
    case 'Villa':
    case 'Townhouse':
      return Math.round((3 + (step / 100) * 4) * 2) / 2;
    case 'Commercial':
      return Math.round((15 + (step / 100) * 9) * 2) / 2;
    default:
      return undefined;
  }
}

const AMENITIES: Record<PropertyRow['type'], string[]> = {
  Apartment: [
    'Shared pool',
    'Gym',
    'Covered parking',
    '24-hour security',
    'Balcony',
    'Concierge',
    'Children’s play area',
    'Built-in wardrobes',
    'Central air conditioning',
  ],
  Villa: [
    'Private pool',
    'Private garden',
    'Maid’s room',
    'Covered parking',
    'Study',
    'Built-in wardrobes',
    'Central air conditioning',
    'Community park',
  ],
  Townhouse: [
    'Private garden',
    'Shared pool',
    'Covered parking',
    'Community park',
    'Maid’s room',
    'Built-in wardrobes',
    'Central air conditioning',
  ],
  Commercial: [
    'Covered parking',
    '24-hour access',
    'Pantry',
    'Lift',
    'Central air conditioning',
    'Fibre internet',
  ],
  Land: ['Road access', 'Power and water nearby', 'Freehold title'],
};

/**
 * Amenities a listing's own words name (its hook and note), as its type's list spells them: a villa's
 * pool is its own, a tower's is shared. A word that names a place ('Boulevard Gardens') is not one.
 */
const NAMED_AMENITIES: { pattern: RegExp; amenity: Partial<Record<PropertyRow['type'], string>> }[] = [
  {
    pattern: /\bprivate (?:plunge )?pool\b/i,
    amenity: { Apartment: 'Private pool', Villa: 'Private pool', Townhouse: 'Private pool' },
  },
  {
    // 'space for a pool' is a garden without one yet.
    pattern: /(?<!space for a )\bpool/i,
    amenity: { Apartment: 'Shared pool', Villa: 'Private pool', Townhouse: 'Shared pool' },
  },
  { pattern: /\bgym\b/i, amenity: { Apartment: 'Gym', Villa: 'Gym', Townhouse: 'Gym' } },
  { pattern: /\bconcierge\b/i, amenity: { Apartment: 'Concierge' } },
  {
    pattern: /\bmaid/i,
    amenity: { Apartment: 'Maid’s room', Villa: 'Maid’s room', Townhouse: 'Maid’s room' },
  },
  {
    pattern: /\bplay(?:ground| area)/i,
    amenity: { Apartment: 'Children’s play area', Townhouse: 'Community park' },
  },
  { pattern: /\bgarden\b/, amenity: { Villa: 'Private garden', Townhouse: 'Private garden' } },
  { pattern: /\bbalcon/i, amenity: { Apartment: 'Balcony' } },
  { pattern: /\bstudy\b/i, amenity: { Apartment: 'Study', Villa: 'Study', Townhouse: 'Study' } },
  {
    pattern: /\b(?:parking|garage)\b/i,
    amenity: {
      Apartment: 'Covered parking',
      Villa: 'Covered parking',
      Townhouse: 'Covered parking',
      Commercial: 'Covered parking',
    },
  },
  {
    pattern: /\bwardrobe/i,
    amenity: {
      Apartment: 'Built-in wardrobes',
      Villa: 'Built-in wardrobes',
      Townhouse: 'Built-in wardrobes',
    },
  },
  { pattern: /\bpantry\b/i, amenity: { Commercial: 'Pantry' } },
  { pattern: /\bprivate lift\b/i, amenity: { Apartment: 'Private lift' } },
];

export function amenitiesNamedIn(type: PropertyRow['type'], text: string): string[] {
  const named: string[] = [];
  for (const { pattern, amenity } of NAMED_AMENITIES) {
    const name = amenity[type];
    if (name && pattern.test(text) && !named.includes(name)) named.push(name);
  }
  // A private pool is not also a shared one.
  return named.includes('Private pool') ? named.filter((a) => a !== 'Shared pool') : named;
}

/** What the listing's words name first, then four to seven amenities of its type (a different selection
 * for neighbouring listings). */
function amenitiesOf(r: PropertyRow, index: number, text: string): string[] {
  const all = AMENITIES[r.type];
  const count = Math.min(all.length, 4 + (index % 4));
  const named = amenitiesNamedIn(r.type, text);
  const picked = Array.from({ length: count }, (_, i) => all[(index + i * 2) % all.length]!);
  // A garden with 'space for a pool' has none yet.
  const poolless = /space for a pool/i.test(text);
  return [...named, ...picked].filter(
    (v, i, list) =>
      list.indexOf(v) === i &&
      !(v === 'Shared pool' && named.includes('Private pool')) &&
      !(poolless && /pool/i.test(v)),
  );
}

/** The photo kinds a listing of each type shows after its cover (a warehouse's loading bay, a villa's garden). */
const PHOTO_KINDS: Record<Exclude<PropertyRow['type'], 'Commercial'>, ListingPhotoKind[]> = {
  // An apartment's view, living room, kitchen and bedrooms.
  Apartment: [
    'view',
    'living',
    'kitchen',
    'bedroom',
    'view',
    'living',
    'bedroom',
    'kitchen',
    'view',
    'living',
    'bedroom',
  ],
  // A villa's garden and pool (the villa photos), then its rooms.
  Villa: [
    'villa',
    'living',
    'kitchen',
    'bedroom',
    'villa',
    'living',
    'bedroom',
    'villa',
    'kitchen',
    'living',
    'bedroom',
  ],
  Townhouse: [
    'townhouse',
    'living',
    'kitchen',
    'bedroom',
    'townhouse',
    'living',
    'bedroom',
    'townhouse',
    'kitchen',
    'living',
    'bedroom',
  ],
  Land: ['land', 'land', 'land', 'land', 'land', 'land', 'view'],
};

/** A commercial unit's photos: what it is (a warehouse's loading bay, a shop's street, an office tower),
 * then the views around it. */
const commercialKinds = (name: string): ListingPhotoKind[] => {
  const use = commercialUseOf(name);
  return [use, use, use, use, use, 'view', 'view', 'view', 'view', 'view', 'view'];
};

/** Six to twelve distinct photos, the cover first, the rest from the shared pool of the listing's type. */
function photosOf(r: PropertyRow, index: number, cover: string): string[] {
  const kinds = r.type === 'Commercial' ? commercialKinds(r.name) : PHOTO_KINDS[r.type];
  const wanted = 6 + (index % 7);
  const used = new Map<ListingPhotoKind, number>();
  const photos = [cover];
  for (const kind of kinds) {
    if (photos.length >= wanted) break;
    const pool = LISTING_PHOTO_POOL[kind];
    const n = used.get(kind) ?? 0;
    used.set(kind, n + 1);
    const photo = pool[(index * 3 + n) % pool.length]!;
    if (!photos.includes(photo)) photos.push(photo);
  }
  return photos;
}

/** The facts of one demo listing; `dubai` listings carry a permit (Dubai's advertising rule). */
export function listingFactsOf(
  r: PropertyRow,
  index: number,
  { cover, dubai, abroad, text }: { cover: string; dubai: boolean; abroad: boolean; text: string },
): Partial<SeedProperty> {
  const facts: Partial<SeedProperty> = {
    photos: photosOf(r, index, cover),
    status: statusOf(r, index),
    agent: agentOf(r.area, index),
    amenities: amenitiesOf(r, index, text),
  };
  if (dubai) facts.permitNumber = permitOf(index);
  if (r.type !== 'Land' && r.type !== 'Commercial')
    facts.furnishing =
      r.for === 'Rent' ? FURNISHING_CYCLE[index % 4]! : index % 5 === 0 ? 'furnished' : 'unfurnished';
  if (r.type !== 'Land') {
    const offPlan = r.for === 'Buy' && index % 4 === 1;
    facts.completion = (offPlan ? HANDOVERS[index % HANDOVERS.length]! : 'ready') satisfies Completion;
  }
  const charge = abroad ? undefined : serviceChargeOf(r, index);
  if (charge !== undefined) facts.serviceCharge = charge;
  // As the overview's terms line says: the cheapest rentals are let by the month, the rest by the year.
  if (r.for === 'Rent') facts.rentPeriod = r.price !== undefined && r.price < 2000 ? 'monthly' : 'yearly';
  return facts;
}
