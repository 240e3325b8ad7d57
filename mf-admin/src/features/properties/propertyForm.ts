/**
 * The Property Detail Form's values, built from a property (edit) or blank (add), checked field by
 * field in words a person reads, and sent as multipart to the spec's add/update calls.
 */
import {
  HANDOVER_QUARTER_PATTERN,
  LISTING_AREA_MAX,
  LISTING_PRICE_MAX,
  MAX_AMENITIES,
  MAX_PHOTOS,
  PERMIT_NUMBER_PATTERN,
  PLACEHOLDER_IMAGE,
  PROPERTY_FORM_FIELDS,
  PROPERTY_REQUIRED_FIELDS,
  PROPERTY_TYPES,
  listingFacts,
  type Furnishing,
  type ListingStatus,
  type Property,
  type Purpose,
  type RentPeriod,
} from '@manzil/contract';
import { multipart } from '../../shared/api/multipart';

export interface PropertyDraft {
  house_name: string;
  house_type: string;
  for: Purpose;
  bedrooms: string;
  bathrooms: string;
  parking: string;
  location: string;
  address: string;
  area: string;
  discription: string;
  description: string;
  price: string;
  status: ListingStatus;
  permitNumber: string;
  /** An agent's slug, '' for none. */
  agent: string;
  furnishing: Furnishing | '';
  /** '' (not said), 'ready', or 'off-plan' with its handover year and quarter. */
  completion: '' | 'ready' | 'off-plan';
  handoverYear: string;
  handoverQuarter: '' | '1' | '2' | '3' | '4';
  serviceCharge: string;
  rentPeriod: RentPeriod;
  /** One per line. */
  amenities: string;
  lat: string;
  lon: string;
  /** Photo links in order, the cover first (uploads are stored before the form is sent). */
  photos: string[];
  /** The Arabic texts beside the English ones ('' for none: the site then shows the English). */
  ar_house_name: string;
  ar_location: string;
  ar_address: string;
  ar_discription: string;
  ar_description: string;
}

/** The Arabic fields of the form, each beside its English field, and their bounds (the API's). */
export const ARABIC_FIELDS = {
  ar_house_name: 120,
  ar_location: 200,
  ar_address: 300,
  ar_discription: 5000,
  ar_description: 10_000,
} as const satisfies Partial<Record<keyof PropertyDraft, number>>;
type ArabicField = keyof typeof ARABIC_FIELDS;

export const blankDraft = (): PropertyDraft => ({
  house_name: '',
  house_type: PROPERTY_TYPES[0],
  for: 'Buy',
  bedrooms: '',
  bathrooms: '',
  parking: '',
  location: '',
  address: '',
  area: '',
  discription: '',
  description: '',
  price: '',
  status: 'available',
  permitNumber: '',
  agent: '',
  furnishing: '',
  completion: '',
  handoverYear: '',
  handoverQuarter: '',
  serviceCharge: '',
  rentPeriod: 'yearly',
  amenities: '',
  lat: '',
  lon: '',
  photos: [],
  ar_house_name: '',
  ar_location: '',
  ar_address: '',
  ar_discription: '',
  ar_description: '',
});

const text = (value: string | number | undefined): string =>
  value === undefined || value === null ? '' : String(value);

/** The placeholder the server stores for a listing without an image is not a photo to manage. */
const isPlaceholder = (src: string) => src === PLACEHOLDER_IMAGE;

export function draftFromProperty(p: Property): PropertyDraft {
  const facts = listingFacts(p);
  const handover =
    p.completion && p.completion !== 'ready' ? HANDOVER_QUARTER_PATTERN.exec(p.completion) : null;
  return {
    house_name: p.house_name,
    house_type: p.house_type,
    for: p.for,
    bedrooms: text(p.bedrooms),
    bathrooms: text(p.bathrooms),
    parking: text(p.parking),
    location: text(p.location),
    address: text(p.address),
    area: text(p.area),
    discription: p.discription,
    description: text(p.description),
    price: text(p.price),
    status: facts.status,
    permitNumber: text(p.permitNumber),
    agent: text(p.agent),
    furnishing: p.furnishing ?? '',
    completion: p.completion === 'ready' ? 'ready' : handover ? 'off-plan' : '',
    handoverYear: handover?.[1] ?? '',
    handoverQuarter: (handover?.[2] as PropertyDraft['handoverQuarter']) ?? '',
    serviceCharge: text(p.serviceCharge),
    rentPeriod: facts.rentPeriod ?? 'yearly',
    amenities: facts.amenities.join('\n'),
    lat: text(p.lat),
    lon: text(p.lon),
    photos: facts.photos.filter((src) => !isPlaceholder(src)),
    ar_house_name: text(p.translations?.ar?.house_name),
    ar_location: text(p.translations?.ar?.location),
    ar_address: text(p.translations?.ar?.address),
    ar_discription: text(p.translations?.ar?.discription),
    ar_description: text(p.translations?.ar?.description),
  };
}

/** The spec's form fields in the order the form shows them; all are sent, a blank optional one clears it. */
const FIELDS = PROPERTY_FORM_FIELDS satisfies readonly (keyof PropertyDraft)[];

export const REQUIRED_FIELDS: ReadonlySet<keyof PropertyDraft> = new Set(PROPERTY_REQUIRED_FIELDS);

/** The first required field left blank, or null. Photos are optional (the site shows a placeholder). */
export function missingField(draft: PropertyDraft): keyof PropertyDraft | null {
  for (const field of FIELDS) {
    if (REQUIRED_FIELDS.has(field) && !String(draft[field]).trim()) return field;
  }
  return null;
}

/** A field the form checks, by the name the form's control has. */
export type CheckedField = keyof PropertyDraft | 'completion';
export type FieldProblems = Partial<Record<CheckedField, string>>;

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * What is wrong with each field, said as a person would ("Bedrooms must be a whole number, 0 for a
 * studio"), after the spec's "Please fill in …" for a required field left blank. The server checks
 * the same limits (contract schemas); these say them before a round trip.
 */
export function fieldProblems(draft: PropertyDraft, labels: Record<string, string>): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of FIELDS) {
    if (REQUIRED_FIELDS.has(field) && !String(draft[field]).trim())
      problems[field] = `Please fill in ${labels[field]}`;
  }
  const count = (field: 'bedrooms' | 'bathrooms', what: string) => {
    const v = draft[field].trim();
    if (!v || problems[field]) return;
    if (field === 'bedrooms' && v.toLowerCase() === 'studio') return;
    if (!WHOLE.test(v) || Number(v) > 50)
      problems[field] = `${labels[field]} must be a whole number from 0 to 50${what}`;
  };
  for (const [field, max] of Object.entries(ARABIC_FIELDS) as [ArabicField, number][])
    if (draft[field].trim().length > max)
      problems[field] = `${labels[field]} must be at most ${max} characters`;
  count('bedrooms', ' (0 for a studio)');
  count('bathrooms', '');
  const amount = (field: 'area' | 'price' | 'serviceCharge', max: number, say: (label: string) => string) => {
    const v = draft[field].trim().replace(/,/g, '');
    if (!v) return;
    if (!DECIMAL.test(v) || Number(v) > max) problems[field] = say(labels[field]!);
  };
  amount(
    'area',
    LISTING_AREA_MAX,
    (l) => `${l} must be a number of square feet, up to ${grouped(LISTING_AREA_MAX)}`,
  );
  amount(
    'price',
    LISTING_PRICE_MAX,
    (l) => `${l} must be an amount in dirhams without letters, e.g. 2500000`,
  );
  amount('serviceCharge', 1000, (l) => `${l} must be dirhams per square foot a year, from 0 to 1,000`);
  const permit = draft.permitNumber.trim();
  if (permit && !PERMIT_NUMBER_PATTERN.test(permit))
    problems.permitNumber = `${labels.permitNumber} must be the permit's 6 to 12 digits, without spaces`;
  if (draft.completion === 'off-plan') {
    const year = Number(draft.handoverYear);
    if (!draft.handoverQuarter || !/^20\d\d$/.test(draft.handoverYear))
      problems.handoverYear = 'Choose the handover quarter and year of an off-plan home';
    else if (year < 2000) problems.handoverYear = 'The handover year must be 2000 or later';
  }
  const amenities = amenityLines(draft.amenities);
  if (amenities.length > MAX_AMENITIES)
    problems.amenities = `List at most ${MAX_AMENITIES} amenities (there are ${amenities.length})`;
  else if (amenities.some((a) => a.length > 60))
    problems.amenities = 'Each amenity must be at most 60 characters: put one per line';
  if ((draft.lat.trim() === '') !== (draft.lon.trim() === ''))
    problems.lat = 'Give both latitude and longitude, or pick the spot on the map';
  else if (draft.lat.trim()) {
    const lat = Number(draft.lat);
    const lon = Number(draft.lon);
    if (!Number.isFinite(lat) || lat < -90 || lat > 90)
      problems.lat = 'Latitude must be a number between -90 and 90';
    else if (!Number.isFinite(lon) || lon < -180 || lon > 180)
      problems.lon = 'Longitude must be a number between -180 and 180';
  }
  if (draft.photos.length > MAX_PHOTOS) problems.photos = `A listing can have at most ${MAX_PHOTOS} photos`;
  return problems;
}

const amenityLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The listing's completion as the API stores it ('ready', '2027-Q3', or '' to clear). */
export function completionValue(draft: PropertyDraft): string {
  if (draft.completion === 'ready') return 'ready';
  if (draft.completion === 'off-plan') return `${draft.handoverYear.trim()}-Q${draft.handoverQuarter}`;
  return '';
}

/**
 * The multipart body of add/update. Every field is sent ('' clears an optional one), except what
 * does not apply: a sale has no rent period, and photos are sent only when there are some (the API
 * then keeps the cover it has, or its placeholder).
 */
export function draftToFormData(draft: PropertyDraft, extra: Record<string, string>): FormData {
  const fields: Record<string, string> = Object.fromEntries(
    FIELDS.map((field) => [field, draft[field].trim()]),
  );
  fields.price = fields.price!.replace(/,/g, '');
  const facts: Record<string, string | undefined> = {
    status: draft.status,
    permitNumber: draft.permitNumber.trim(),
    agent: draft.agent,
    furnishing: draft.furnishing,
    completion: completionValue(draft),
    serviceCharge: draft.serviceCharge.trim().replace(/,/g, ''),
    rentPeriod: draft.for === 'Rent' ? draft.rentPeriod : undefined,
    amenities: amenityLines(draft.amenities).join('\n'),
    lat: draft.lat.trim(),
    lon: draft.lon.trim(),
    photos: draft.photos.length ? draft.photos.join('\n') : undefined,
  };
  // Every Arabic text is sent: '' removes one the listing had.
  const arabic = Object.fromEntries(
    (Object.keys(ARABIC_FIELDS) as ArabicField[]).map((field) => [field, draft[field].trim()]),
  );
  return multipart({ ...extra, ...fields, ...facts, ...arabic });
}
