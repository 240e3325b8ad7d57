/** Turns the compact listing rows into seed properties: addresses, overview bullets, coordinates, images. */
import { toAreaKey } from '@manzil/contract';
import { AREA_CONTEXT, type AreaContext } from './areaContext';
import { SEED_AREAS } from './areas';
import { listingFactsOf } from './facts';
import { arabicListingTexts } from './propertyArabic';
import { listingAges } from './listingDates';
import {
  COMMERCIAL_COVERS,
  commercialUseOf,
  pickPropertyImage,
  propertyImage,
  type PropertyImageKind,
} from './media';
import { PROPERTY_ROWS, type PropertyRow } from './propertyRows';
import type { SeedArea, SeedProperty } from './types';

/** Listings of the penthouse collection sit in different districts; their own street, place and centre. */
const PLACE_OVERRIDES: Record<string, { street: string; location: string; lat: number; lon: number }> = {
  'Marina Crown Penthouse 5BR': {
    street: 'King Salman bin Abdulaziz Al Saud Street',
    location: 'Dubai Marina, Dubai',
    lat: 25.0781,
    lon: 55.1376,
  },
  'Canal Edge Duplex Penthouse 3BR': {
    street: 'Marasi Drive',
    location: 'Business Bay, Dubai',
    lat: 25.1869,
    lon: 55.2672,
  },
};

const areasByKey = new Map<string, SeedArea>(SEED_AREAS.map((a) => [toAreaKey(a.name), a]));

function requireArea(key: string): { area: SeedArea; context: AreaContext } {
  const area = areasByKey.get(key);
  const context = AREA_CONTEXT[key];
  if (!area || !context) throw new Error(`Seed property refers to unknown area '${key}'`);
  return { area, context };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const sqftText = (sqft: number): string => `${sqft.toLocaleString('en-US')} sq ft`;

function layoutLine(r: PropertyRow): string {
  if (r.type === 'Land') return `Plot - ${sqftText(r.sqft)} with clear title`;
  if (r.type === 'Commercial') return `Space - ${sqftText(r.sqft)} of usable area`;
  if (r.beds === 0) return `Layout - Open-plan studio of ${sqftText(r.sqft)}`;
  return `Layout - ${plural(r.beds, 'bedroom')} and ${plural(r.baths, 'bathroom')} across ${sqftText(r.sqft)}`;
}

/** The overview's amenities line names the first four of the listing's own amenities list (the page's
 * Amenities), so the two never disagree. */
function amenityLine(r: PropertyRow, amenities: readonly string[]): string {
  const title = r.type === 'Land' ? 'Plot Features' : r.type === 'Commercial' ? 'Facilities' : 'Amenities';
  const named = amenities.slice(0, 4).map((a, i) => (i ? a.charAt(0).toLowerCase() + a.slice(1) : a));
  // 'Road access, freehold title, power and water nearby': one 'and' per line.
  const list =
    named.length < 2 || named.some((a) => a.includes(' and '))
      ? named.join(', ')
      : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${title} - ${list}`;
}

function termsLine(r: PropertyRow, abroad: boolean): string {
  if (r.for === 'Rent') {
    return r.price !== undefined && r.price < 2000
      ? 'Terms - Monthly contract available'
      : 'Terms - Yearly contract, payable in up to four cheques';
  }
  return abroad
    ? 'Ownership - Full title, purchase guided by our Dubai office'
    : 'Ownership - Freehold title, transfer handled by our team';
}

/** Every third listing links the VR page, the others their area guide (site-relative: no outside domains). */
function linkLine(index: number, context: AreaContext): string {
  if (index % 3 === 0) return 'Virtual tour: /3dspace';
  if (index % 3 === 1) return `Area guide: ${context.guide}`;
  return 'Book a viewing: /contact';
}

/** The overview in the spec's bullet style: lines separated by full stops, 'Title - text' and 'Label: link'. */
function overview(r: PropertyRow, index: number, context: AreaContext, amenities: readonly string[]): string {
  const abroad = context.country !== 'UAE';
  const lines = [
    `${r.hook[0]} - ${r.hook[1]}`,
    context.access,
    layoutLine(r),
    amenityLine(r, amenities),
    termsLine(r, abroad),
    linkLine(index, context),
  ];
  return lines.map((line) => `${line}.`).join(' ');
}

function description(r: PropertyRow, abroad: boolean): string {
  if (r.note === null) return '';
  const closing = abroad
    ? 'Our Dubai office can arrange a video viewing.'
    : r.for === 'Buy'
      ? 'Contact our team to arrange a viewing.'
      : 'Call or message us to book a viewing.';
  return `${r.note} ${closing}`;
}

const UNIT_WORD: Record<PropertyRow['type'], string> = {
  Apartment: 'Apartment',
  Villa: 'Villa',
  Townhouse: 'Townhouse',
  Commercial: 'Unit',
  Land: 'Plot',
};

/** A stable, plausible unit number per listing (floor + flat for apartments, house number otherwise). */
function unitNumber(r: PropertyRow, index: number): string {
  if (r.type === 'Apartment')
    return String(((index * 7) % 38) + 3) + String((index % 9) + 1).padStart(2, '0');
  return String(((index * 13) % 90) + 4);
}

/** Only the texts the listing has (no Arabic description where the English has none). */
const compactArabic = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ''));

const buildingName = (houseName: string): string => houseName.replace(/\s+(\d+BR|Studio)$/, '');

/** Small deterministic offset (at most ~450 m) so pins of one area do not sit on top of each other. */
const jitter = (index: number, salt: number): number => ((((index + 1) * salt) % 21) - 10) * 0.0004;

/** The listing's cover: of its kind, and a commercial unit's shows what it is (a warehouse, a shop). */
function coverOf(r: PropertyRow, imageIndex: number): string {
  if (r.img !== 'commercial') return pickPropertyImage(r.img, imageIndex);
  const covers = COMMERCIAL_COVERS[commercialUseOf(r.name)];
  return propertyImage(covers[imageIndex % covers.length]!);
}

function toSeedProperty(
  r: PropertyRow,
  index: number,
  kindCounters: Map<PropertyImageKind, number>,
): SeedProperty {
  const { area, context } = requireArea(r.area);
  const override = PLACE_OVERRIDES[r.name];
  const location = override?.location ?? context.location ?? `${area.name}, ${area.emirate}`;
  const street = override?.street ?? context.street;
  const abroad = context.country !== 'UAE';
  const unitNo = unitNumber(r, index);
  const unit = `${UNIT_WORD[r.type]} ${unitNo}`;
  const address = abroad
    ? `${unit}, ${buildingName(r.name)}, ${street}, ${location}`
    : `${unit}, ${buildingName(r.name)}, ${street}, ${location}, UAE`;
  const imageIndex = kindCounters.get(r.img) ?? 0;
  kindCounters.set(r.img, imageIndex + 1);
  const centre = override ?? area;
  const dubai = area.emirate === 'Dubai' || (!abroad && /Dubai$/.test(location));
  const cover = coverOf(r, imageIndex);
  // The amenities the hook and note name are in the list, and the overview names only the list's.
  const facts = listingFactsOf(r, index, {
    cover,
    dubai,
    abroad,
    text: `${r.hook.join(' ')} ${r.note ?? ''}`,
  });
  const arabic = arabicListingTexts({
    row: r,
    index,
    area,
    building: buildingName(r.name),
    unitNumber: unitNo,
    abroad,
    guide: context.guide,
    amenities: facts.amenities ?? [],
    described: r.note !== null,
  });
  const english = description(r, abroad);
  const property: SeedProperty = {
    areaName: r.area,
    house_name: r.name,
    house_type: r.type,
    for: r.for,
    bedrooms: r.beds,
    bathrooms: r.baths,
    parking: r.parking,
    location,
    address,
    area: r.sqft,
    discription: overview(r, index, context, facts.amenities ?? []),
    description: english,
    imageurl: cover,
    lat: Number((centre.lat + jitter(index, 7)).toFixed(5)),
    lon: Number((centre.lon + jitter(index, 11)).toFixed(5)),
    translations: { ar: compactArabic(arabic) },
  };
  if (r.price !== undefined) property.price = r.price;
  return { ...property, ...facts };
}

export function buildSeedProperties(rows: PropertyRow[]): SeedProperty[] {
  const kindCounters = new Map<PropertyImageKind, number>();
  const properties = rows.map((r, i) => toSeedProperty(r, i, kindCounters));
  const ages = listingAges(
    rows.map((r, i) => ({ area: r.area, status: properties[i]!.status ?? 'available' })),
  );
  return properties.map((p, i) => ({ ...p, ...ages[i]! }));
}

export const SEED_PROPERTIES: SeedProperty[] = buildSeedProperties(PROPERTY_ROWS);
