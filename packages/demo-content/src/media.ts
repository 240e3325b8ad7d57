/**
 * Site-relative paths of the generated demo images and documents (scripts/assets/generate.mjs writes them
 * under shell/public). Kept in one place so the seed data and the generator agree on every file name.
 */
import { toAreaKey, toSlug } from '@manzil/contract';

export const emirateImage = (emirate: string): string => `/images/emirates/${toSlug(emirate)}.jpg`;
export const areaImage = (areaName: string): string => `/images/areas/${toAreaKey(areaName)}.jpg`;
export const brochurePdf = (areaName: string): string => `/brochures/${toAreaKey(areaName)}.pdf`;

/** Gallery links 1..count of an area. */
export const galleryImages = (areaName: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `/images/gallery/${toAreaKey(areaName)}-${i + 1}.jpg`);

/** Floor plan drawings 1..count of an area. */
export const floorPlanImages = (areaName: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `/images/floorplans/${toAreaKey(areaName)}-${i + 1}.png`);

export const vrImage = (n: number): string => `/images/vr/vr-${String(n).padStart(2, '0')}.jpg`;

/** What a generated property image shows; the generator draws each kind differently. */
export type PropertyImageKind =
  'tower' | 'interior' | 'villa' | 'townhouse' | 'commercial' | 'land' | 'penthouse' | 'european';

/** The generated property images, p-01 … p-36, grouped by what they show. */
export const PROPERTY_IMAGE_KINDS: Record<PropertyImageKind, number[]> = {
  tower: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  interior: [11, 12, 13, 14, 15, 16],
  villa: [17, 18, 19, 20, 21, 22, 23],
  townhouse: [24, 25, 26, 27],
  commercial: [28, 29, 30, 31],
  land: [32, 33, 34],
  penthouse: [35],
  european: [36],
};

export const propertyImage = (n: number): string => `/images/properties/p-${String(n).padStart(2, '0')}.jpg`;

/** Every generated property image with its kind, in file order. */
export const PROPERTY_IMAGES: { path: string; kind: PropertyImageKind }[] = Object.entries(
  PROPERTY_IMAGE_KINDS,
)
  .flatMap(([kind, numbers]) => numbers.map((n) => ({ n, kind: kind as PropertyImageKind })))
  .sort((a, b) => a.n - b.n)
  .map(({ n, kind }) => ({ path: propertyImage(n), kind }));

/** Picks the `index`-th image of a kind, cycling, so neighbouring listings look different. */
export function pickPropertyImage(kind: PropertyImageKind, index: number): string {
  const numbers = PROPERTY_IMAGE_KINDS[kind];
  const n = numbers[((index % numbers.length) + numbers.length) % numbers.length] ?? numbers[0] ?? 1;
  return propertyImage(n);
}

/** What a photo of the shared listing pool shows (scripts/assets draws each kind): a commercial unit's
 * photos are its office tower, its shop street, or its warehouse's loading bay. */
export type ListingPhotoKind =
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'view'
  | 'villa'
  | 'townhouse'
  | 'office'
  | 'retail'
  | 'warehouse'
  | 'land';

/** How many photos of each kind the pool holds: 56 small photos (960 px) shared by all the listings. */
export const LISTING_PHOTO_COUNTS: Record<ListingPhotoKind, number> = {
  living: 8,
  bedroom: 6,
  kitchen: 5,
  view: 6,
  villa: 6,
  townhouse: 4,
  office: 5,
  retail: 5,
  warehouse: 5,
  land: 6,
};

/** What a commercial listing is, from its name: a warehouse or store, a shop, else an office. */
export type CommercialUse = 'office' | 'retail' | 'warehouse';
export const commercialUseOf = (name: string): CommercialUse =>
  /warehouse|storage|logistics/i.test(name)
    ? 'warehouse'
    : /retail|shop|showroom/i.test(name)
      ? 'retail'
      : 'office';

/** The commercial cover of each use (p-28 … p-31 draw a street, a tower, a warehouse, a street). */
export const COMMERCIAL_COVERS: Record<CommercialUse, number[]> = {
  retail: [28, 31],
  office: [29],
  warehouse: [30],
};

export const listingPhoto = (kind: ListingPhotoKind, n: number): string =>
  `/images/listings/${kind}-${n}.jpg`;

/** The pool's photo links by kind. */
export const LISTING_PHOTO_POOL = Object.fromEntries(
  Object.entries(LISTING_PHOTO_COUNTS).map(([kind, count]) => [
    kind,
    Array.from({ length: count }, (_, i) => listingPhoto(kind as ListingPhotoKind, i + 1)),
  ]),
) as Record<ListingPhotoKind, string[]>;
