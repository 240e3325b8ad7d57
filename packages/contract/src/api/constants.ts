/** Business constants (docs/glossary.md), shared by the API and every app. */
import type { Purpose } from './domain';
import { normaliseKey, toSlug } from '../pages/slugs';

export const BRAND = { name: 'Manzil', tagline: 'Prop Real Estate' } as const;

/** What a listing without a price shows instead of one (the spec's words). */
export const PRICE_ON_REQUEST = 'Inquire for price';

/** Emirate options of the admin update form, in the spec's order. */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
  'International Projects',
  'Penthouses and Luxury Villas',
] as const;
export type EmirateName = (typeof EMIRATES)[number];

/** Property types in admin and search. */
export const PROPERTY_TYPES = ['Apartment', 'Villa', 'Townhouse', 'Commercial', 'Land'] as const;
/** Property types offered by the property inquiry form. */
export const INQUIRY_PROPERTY_TYPES = ['Apartment', 'House', 'Villa', 'Commercial', 'Land'] as const;
export const BEDS = ['Studio', '1', '2', '3', '4', '5+'] as const;
export const PURPOSES: readonly Purpose[] = ['Buy', 'Rent'];

/** Default labels of the search selectors. */
export const SEARCH_DEFAULTS = {
  purpose: 'Buy' as Purpose,
  residential: 'Residential',
  beds: 'Beds',
  price: 'Price',
  location: 'Location',
} as const;

export interface PriceRange {
  /** Label shown in the UI (AED). */
  label: string;
  /** The spec's original label, also accepted by the API. */
  specLabel: string;
  /** Inclusive lower bound in AED. */
  min?: number;
  /** Exclusive upper bound in AED. */
  max?: number;
}

/** Prices offered for a typed min/max price (AED; rents in the period they are read in): the search's
 * price fields suggest them and the phone's hero search offers them as its "Max price". */
export const PRICE_CHOICES = {
  Buy: [500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 5_000_000, 10_000_000],
  month: [2_000, 5_000, 8_000, 10_000, 15_000, 25_000],
  year: [30_000, 60_000, 90_000, 120_000, 180_000, 300_000],
} as const;

/** Price ranges: the spec's boundaries, shown in AED (rent is per month). */
export const PRICE_RANGES: Record<Purpose, readonly PriceRange[]> = {
  Buy: [
    { label: 'Any', specLabel: 'Any' },
    { label: 'Under AED 500K', specLabel: 'Under $500K', max: 500_000 },
    { label: 'AED 500K-1M', specLabel: '$500K-1M', min: 500_000, max: 1_000_000 },
    { label: 'AED 1M-2M', specLabel: '$1M-2M', min: 1_000_000, max: 2_000_000 },
    { label: 'AED 2M+', specLabel: '$2M+', min: 2_000_000 },
  ],
  Rent: [
    { label: 'Any', specLabel: 'Any' },
    { label: 'Under AED 1K', specLabel: 'Under $1K', max: 1_000 },
    { label: 'AED 1K-2K', specLabel: '$1K-2K', min: 1_000, max: 2_000 },
    { label: 'AED 2K-5K', specLabel: '$2K-5K', min: 2_000, max: 5_000 },
    { label: 'AED 5K+', specLabel: '$5K+', min: 5_000 },
  ],
};

/** Finds a range by its AED label or the spec's label; undefined for 'Price'/unknown. */
export function findPriceRange(purpose: Purpose, label: string): PriceRange | undefined {
  return PRICE_RANGES[purpose].find((r) => r.label === label || r.specLabel === label);
}

export const PAGE_SIZES = { emirates: 4, properties: 6, vrCards: 4 } as const;

/** Where a map centres when a property has no coordinates (the API geocodes to it on failure).
 * How maps, timings and the navbar look and move is the screens' business: @manzil/ui constants. */
export const MAP = {
  defaultCenter: { lat: 25.2048, lon: 55.2708 },
} as const;

export const REFERENCE_ID_LENGTH = 8;
export const OFFICE_HOURS = { daily: '8:00 AM - 9:00 PM daily', weekly: 'Mon-Sat: 8am-9pm' } as const;
export const PLACEHOLDER_IMAGE = '/placeholder-property.jpg';
/** What stands in a frame or a floor plan whose file cannot be shown (the spec's 'Not Available'). */
export const NOT_AVAILABLE_IMAGE = '/images/not-available.jpg';
/** Upload limit for images, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Minimum admin password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** The home page hero's words (docs/glossary.md): rendered by the shell, and by the server into the
 * home page's HTML so the first view paints before the JavaScript has run. */
export const HOME_HERO_TEXT = {
  eyebrow: 'Homes across the UAE',
  heading: 'Real homes live here',
  tagline: 'Real Prices. Real Photos. Real Properties.',
} as const;

/** The home page hero photo and its responsive variants: rendered by the shell, preloaded by the
 * server in the home page's <head> so the largest paint does not wait for JavaScript. The AVIF files
 * (scripts/assets) are 40-55% smaller than the WebP ones at the same look: on a phone the photo shares
 * the connection with the app's code. */
export const HOME_HERO_IMAGE = {
  fallback: '/images/hero/home.jpg',
  avif: '/images/hero/home-768.avif 768w, /images/hero/home-1280.avif 1280w, /images/hero/home.avif 1920w',
  webp: '/images/hero/home-768.webp 768w, /images/hero/home-1280.webp 1280w, /images/hero/home.webp 1920w',
  jpeg: '/images/hero/home-768.jpg 768w, /images/hero/home-1280.jpg 1280w, /images/hero/home.jpg 1920w',
  /** On narrow portrait screens the 16:9 photo is cropped to the hero's height, so it renders wider than the viewport. */
  sizes: '(max-width: 767px) 160vw, 100vw',
  width: 1920,
  height: 1080,
} as const;

/** The contact and about pages' hero photos: offered in the server's widths (photoSrcSet), and the
 * contact page's (its largest paint) preloaded by the server. */
export const PAGE_HERO_IMAGES = {
  contact: '/images/contact-hero.jpg',
  about: '/images/about-hero.jpg',
} as const;

/** The property text fields an admin edits, in the order the form shows them: the API writes only
 * these (plus lat/lon), the admin form sends all of them (a blank optional one clears it). */
export const PROPERTY_FORM_FIELDS = [
  'house_name',
  'house_type',
  'for',
  'bedrooms',
  'bathrooms',
  'parking',
  'location',
  'address',
  'area',
  'discription',
  'description',
  'price',
] as const;

/** The form fields a property cannot be without: the admin form asks for them and the API refuses
 * an update that blanks one. */
export const PROPERTY_REQUIRED_FIELDS = [
  'house_name',
  'house_type',
  'for',
  'bedrooms',
  'bathrooms',
  'location',
  'discription',
] as const satisfies readonly (typeof PROPERTY_FORM_FIELDS)[number][];

/** Folders of the 8 hero slides (`slide-1.jpg` … `slide-8.jpg`) of the listing pages and the 3D page;
 * the server preloads each page's first slide, its largest paint. */
export const HERO_SLIDES = { listings: '/images/slides', sobha: '/images/sobha' } as const;
export const heroSlide = (folder: string, n: number): string => `${folder}/slide-${n}.jpg`;

/**
 * The folder of an emirate's own 8 hero slides, for its city and area pages (a Sharjah page
 * shows Sharjah): `/images/slides/<emirate slug>`. Dubai keeps the listing pages' folder, whose
 * pictures are Dubai's; a name that is no emirate gets it too. Takes a URL slug or a key.
 */
export function emirateSlidesFolder(cityName: string): string {
  const key = normaliseKey(cityName);
  const emirate = EMIRATES.find((name) => normaliseKey(name) === key);
  return !emirate || emirate === 'Dubai'
    ? HERO_SLIDES.listings
    : `${HERO_SLIDES.listings}/${toSlug(emirate)}`;
}

/** Widths the site resizes its photos to (`?w=`); any other width asked for snaps up to one of these. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 1920, 2560] as const;
/** The widths offered to browsers in a photo's `srcset`: a phone picks 480 or 800, a laptop 1280. */
const SRCSET_WIDTHS = [480, 800, 1280, 1920] as const;
/** A photo the site can resize: its own raster files under /images/ and uploads (/api/images/<id>). */
const RESIZABLE = /^\/(?:images\/[\w./-]+\.(?:jpe?g|png|webp)|api\/images\/[0-9a-f]{24})$/i;

/** The `sizes` of the site's photos by where they sit. */
export const PHOTO_SIZES = {
  /** Heroes and slideshows across the whole screen: on a narrow portrait screen the 16:9 photo is
   * cropped to the hero's height, so it renders wider than the screen (as the home hero). */
  fullWidth: HOME_HERO_IMAGE.sizes,
  /** Card photos: one column on a phone, two on a tablet, three (at most 400 px) on a laptop. */
  card: '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 400px',
} as const;

/**
 * The `srcset` of a photo in the widths the server makes (WebP variants, `?w=`), or undefined for a
 * photo it cannot resize (another host, an SVG). Used by the images and by the pages' preload links,
 * which must name the same candidates for the browser to reuse the preloaded one.
 */
export function photoSrcSet(src: string): string | undefined {
  if (!RESIZABLE.test(src) || src.includes('..')) return undefined;
  return SRCSET_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
/** Upload limit for an area's brochure (a PDF), in bytes. */
export const MAX_BROCHURE_BYTES = 15 * 1024 * 1024;
