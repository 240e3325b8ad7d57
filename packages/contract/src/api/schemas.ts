/**
 * zod schemas of every /api request: the API validates at the edge with them, apps may reuse them.
 * Objects are strict (unknown keys such as `__proto__` or `$where` are refused) and strings are
 * plain strings, so no user value can reach a query as an operator.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PRICE_ON_REQUEST, REFERENCE_ID_LENGTH } from './constants';
import { isSiteOrHttpLink, LINK_MAX } from './links';
import { PROPERTY_SLUG_PATTERN, SAVED_HOMES_MAX } from './saved';
import { LOCALES } from '../pages/locale';
import {
  BRN_PATTERN,
  FURNISHINGS,
  HANDOVER_QUARTER_PATTERN,
  LISTING_AREA_MAX,
  LISTING_PRICE_MAX,
  LISTING_STATUSES,
  MAX_AMENITIES,
  MAX_PHOTOS,
  PERMIT_NUMBER_PATTERN,
  RENT_PERIODS,
} from './listing';

import {
  arabicMultilineText,
  arabicText,
  email,
  lines,
  multilineText,
  NO_CONTROL_MESSAGE,
  noControl,
  objectIdSchema,
  optionalMultilineText,
  optionalText,
  text,
} from './schema-fields';

export const loginBodySchema = z.strictObject({
  username: text(100),
  password: z.string().min(1, 'is required').max(1024, 'must be at most 1024 characters'),
});

export const forgotPasswordBodySchema = z.strictObject({ email });

export const resetPasswordBodySchema = z.strictObject({
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1024, 'must be at most 1024 characters'),
});
export const resetTokenParamSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'is not a valid reset token'),
});

export const searchBodySchema = z.strictObject({
  purpose: z.enum(['Buy', 'Rent']).default('Buy'),
  location: optionalText(120).default(''),
  residential: optionalText(60).default(''),
  beds: optionalText(20).default(''),
  price: optionalText(40).default(''),
  page: z.number().int().min(1).max(10_000).optional(),
  limit: z.number().int().min(1).max(100).optional(),
});

/** A site path ('/brochures/x.pdf') or an http(s) URL: never `javascript:` or `data:`. */
const link = z
  .string()
  .trim()
  .max(LINK_MAX, `must be at most ${LINK_MAX} characters`)
  .refine(noControl, NO_CONTROL_MESSAGE)
  .refine((v) => v === '' || isSiteOrHttpLink(v), 'must be a site path or an http(s) URL');
/** Numbers arrive as text in multipart forms. */
const numericText = (opts: { int?: boolean; min?: number; max?: number }) =>
  z
    .string()
    .trim()
    .regex(opts.int ? /^\d+$/ : /^-?\d+(\.\d+)?$/, opts.int ? 'must be a whole number' : 'must be a number')
    .transform(Number)
    .refine((n) => (opts.min === undefined || n >= opts.min) && (opts.max === undefined || n <= opts.max), {
      message: `must be between ${opts.min ?? '-∞'} and ${opts.max ?? '∞'}`,
    });
/** A count or a phrase (parking: 1, or 'Covered'): a whole number in the text is stored as a number, so a
 * record given out with `parking: 1` and posted back as form text comes back as it was. */
const countOrText = (max: number) =>
  optionalText(max).transform((v): number | string => (/^\d{1,9}$/.test(v) ? Number(v) : v));
/** '' means "clear this field". */
const clearable = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** A listing's facts, all optional: a form without them leaves them as they are. */
const propertyFactShape = {
  /** Photo links, one per line, the cover first. */
  photos: clearable(
    lines(
      link.refine((v) => v !== '', 'is required'),
      MAX_PHOTOS,
    ),
  ),
  status: clearable(z.enum(LISTING_STATUSES, `must be one of ${LISTING_STATUSES.join(', ')}`)),
  permitNumber: clearable(z.string().trim().regex(PERMIT_NUMBER_PATTERN, 'must be 6 to 12 digits')),
  /** An agent's slug: the API checks that the agent exists. */
  agent: clearable(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/, 'must be an agent'),
  ),
  furnishing: clearable(z.enum(FURNISHINGS, `must be one of ${FURNISHINGS.join(', ')}`)),
  completion: clearable(
    z
      .string()
      .trim()
      .refine(
        (v) => v === 'ready' || HANDOVER_QUARTER_PATTERN.test(v),
        "must be 'ready' or a quarter like 2027-Q3",
      ),
  ),
  /** AED per sqft per year. */
  serviceCharge: clearable(numericText({ min: 0, max: 1000 })),
  rentPeriod: clearable(z.enum(RENT_PERIODS, `must be one of ${RENT_PERIODS.join(', ')}`)),
  /** One per line. */
  amenities: clearable(lines(text(60), MAX_AMENITIES)),
};
/** The fact fields' names, for the API's whitelist of writable fields. */
export const PROPERTY_FACT_FIELDS = Object.keys(propertyFactShape) as (keyof typeof propertyFactShape)[];

/** Property fields of the admin forms (multipart, all text). */
const propertyFieldShape = {
  house_name: text(120),
  house_type: text(40),
  for: z.enum(['Buy', 'Rent'], 'must be Buy or Rent'),
  bedrooms: z
    .string()
    .trim()
    .transform((v) => (v.toLowerCase() === 'studio' ? '0' : v))
    .pipe(numericText({ int: true, min: 0, max: 50 })),
  bathrooms: numericText({ int: true, min: 0, max: 50 }),
  parking: clearable(countOrText(40)),
  location: text(200),
  address: clearable(optionalText(300)),
  area: clearable(numericText({ min: 0, max: LISTING_AREA_MAX })),
  discription: multilineText(5000),
  description: clearable(optionalMultilineText(10_000)),
  // The words a listing without a price is read with (fetch-nested-area-data), posted back, clear it too.
  price: z.union([
    z.literal(PRICE_ON_REQUEST).transform((): '' => ''),
    clearable(numericText({ min: 0, max: LISTING_PRICE_MAX })),
  ]),
  /** Area key ('downtown_dubai'), or the area's name/slug. */
  areaName: text(120),
  /** Emirate name or key; needed only when the area key exists in several emirates. */
  emirate: clearable(optionalText(60)),
  /** Alias of `emirate` (the admin forms call the emirate "city"). */
  city: clearable(optionalText(60)),
  lat: clearable(numericText({ min: -90, max: 90 })),
  lon: clearable(numericText({ min: -180, max: 180 })),
  // The Arabic texts (translations.ar), bounded like their English fields.
  ar_house_name: arabicText(120),
  ar_location: arabicText(200),
  ar_address: arabicText(300),
  ar_discription: arabicMultilineText(5000),
  ar_description: arabicMultilineText(10_000),
  ...propertyFactShape,
};

export const addPropertyFormSchema = z.strictObject({
  ...propertyFieldShape,
  parking: propertyFieldShape.parking.optional(),
  address: propertyFieldShape.address.optional(),
  area: propertyFieldShape.area.optional(),
  description: propertyFieldShape.description.optional(),
  price: propertyFieldShape.price.optional(),
  emirate: propertyFieldShape.emirate.optional(),
  city: propertyFieldShape.city.optional(),
  /** An add form may send its empty id field. */
  _id: z.literal('', 'must be empty when adding a property').optional(),
  lat: propertyFieldShape.lat.optional(),
  lon: propertyFieldShape.lon.optional(),
  ...(Object.fromEntries(PROPERTY_FACT_FIELDS.map((name) => [name, propertyFactShape[name].optional()])) as {
    [K in keyof typeof propertyFactShape]: z.ZodOptional<(typeof propertyFactShape)[K]>;
  }),
});

/** Fields the server owns: a client that posts back the record it was given may include them; they
 * are accepted and ignored (unknown fields are still refused). */
export const SERVER_OWNED_PROPERTY_FIELDS = ['slug', 'createdAt', 'updatedAt', 'listedAt'] as const;
/** The record's `translations` object, posted back whole as FormData text: ignored, the `ar_` fields
 * carry the Arabic texts. */
const postedBackTranslations = z.string().max(100_000).optional();
const serverOwned = Object.fromEntries(
  SERVER_OWNED_PROPERTY_FIELDS.map((name) => [name, z.string().max(2000).optional()]),
) as Record<(typeof SERVER_OWNED_PROPERTY_FIELDS)[number], z.ZodOptional<z.ZodString>>;
const dropServerOwned = <T extends Record<string, unknown>>(fields: T) => {
  const kept: Record<string, unknown> = { ...fields };
  for (const name of SERVER_OWNED_PROPERTY_FIELDS) delete kept[name];
  return kept as Omit<T, (typeof SERVER_OWNED_PROPERTY_FIELDS)[number]>;
};

/** Update: `_id` plus any subset of the fields; a blank optional field clears it. */
export const updatePropertyFormSchema = z
  .strictObject(propertyFieldShape)
  .partial()
  .extend({ _id: objectIdSchema, ...serverOwned, translations: postedBackTranslations })
  .transform(({ translations: _ignored, ...fields }) => dropServerOwned(fields));

/** An emirate in any key form: 'AbuDhabi', 'abu-dhabi', 'Abu Dhabi'. */
const emirateRef = text(60);

export const updateCityFormSchema = z.strictObject({
  city: emirateRef,
  description: optionalMultilineText(5000).optional(),
  ar_name: arabicText(60),
  ar_text: arabicMultilineText(5000),
});

export const cityQuerySchema = z.strictObject({ city: emirateRef });

export const editCityFormSchema = z.strictObject({
  city: emirateRef,
  id: objectIdSchema,
  name: text(120),
  discription: multilineText(5000),
  ar_name: arabicText(120),
  ar_discription: arabicMultilineText(5000),
});

export const newEntryFormSchema = z.strictObject({
  city: emirateRef,
  name: text(120),
  discription: multilineText(5000),
  ar_name: arabicText(120),
  ar_discription: arabicMultilineText(5000),
});

export const deleteCityBodySchema = z.strictObject({
  docId: objectIdSchema,
  collectionName: emirateRef,
});

export const deletePropertyBodySchema = z.strictObject({
  _id: objectIdSchema,
  areaName: text(120),
});

export const areaDetailsBodySchema = z.strictObject({
  city: emirateRef,
  areaName: text(120),
  neighbourhood: z.array(text(300)).max(50),
  feature: z.array(text(300)).max(50),
  ar_neighbourhood: z.array(text(300)).max(50).optional(),
  ar_feature: z.array(text(300)).max(50).optional(),
  pdf: link,
  floorplan: z.array(link.refine((v) => v !== '', 'is required')).max(30),
  images: z.array(link.refine((v) => v !== '', 'is required')).max(30),
});

export const enquiryBodySchema = z.strictObject({
  kind: z.enum(['property-inquiry', 'brochure', 'vr-access', 'contact']),
  name: text(120),
  email,
  phone: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(40)
    .regex(/^[0-9+()\-. ]{5,40}$/, 'must be a phone number'),
  message: optionalMultilineText(5000).optional(),
  subject: optionalText(200).optional(),
  propertyType: optionalText(60).optional(),
  preferredContact: z.enum(['email', 'whatsapp']).optional(),
  /** The language of the page it was sent from (absent: English): the agency answers in it. */
  locale: z.enum(LOCALES, `must be one of ${LOCALES.join(', ')}`).optional(),
  about: z
    .strictObject({
      type: z.enum(['property', 'area', 'vr']),
      ref: text(200),
      name: text(200),
      // The server writes a property's reference from the listing itself; what a sender claims is checked.
      reference: z
        .string()
        .regex(new RegExp(`^[0-9A-F]{${REFERENCE_ID_LENGTH}}$`), 'must be a Reference ID')
        .optional(),
    })
    .optional(),
});

export const slugParamSchema = z.strictObject({ slug: text(200) });

/** GET /api/properties/by-slugs?slugs=a,b: the saved homes of a browser, read fresh in one call. */
export const bySlugsQuerySchema = z.strictObject({
  slugs: z
    .string()
    .max(SAVED_HOMES_MAX * 201, 'too long')
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim().toLowerCase()))])
    .pipe(
      z
        .array(z.string().regex(PROPERTY_SLUG_PATTERN, 'must be property slugs'))
        .min(1, 'must name at least one property')
        .max(SAVED_HOMES_MAX, `must name at most ${SAVED_HOMES_MAX} properties`),
    ),
});

/** An agent as stored and seeded: every field checked, as any other byte from outside. */
export const agentSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a slug'),
  name: text(120),
  photo: link.refine((v) => v !== '', 'is required'),
  brn: z.string().regex(BRN_PATTERN, 'must be 3 to 10 digits'),
  languages: z.array(text(40)).min(1, 'is required').max(20),
  areas: z.array(text(120)).max(50),
  phone: z.string().regex(/^\+\d{8,15}$/, 'must be an international phone number'),
  whatsapp: z.string().regex(/^\+\d{8,15}$/, 'must be an international phone number'),
  email,
  active: z.boolean(),
  translations: z
    .strictObject({ ar: z.strictObject({ name: optionalText(120).optional() }).optional() })
    .optional(),
});
export type AgentInput = z.infer<typeof agentSchema>;
export const agentSlugParamSchema = z.strictObject({ slug: z.string().max(200) });
/** A property's Reference ID (the first 8 hex characters of its id), in any case. */
export const referenceParamSchema = z.strictObject({
  ref: z.string().regex(new RegExp(`^[0-9a-f]{${REFERENCE_ID_LENGTH}}$`, 'i'), 'must be a Reference ID'),
});
export const imageParamsSchema = z.strictObject({ id: objectIdSchema });
export const imageQuerySchema = z.strictObject({
  w: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a width in pixels')
    .transform(Number)
    .refine((n) => n >= 16 && n <= 4096, 'must be between 16 and 4096')
    .optional(),
});

export type SearchBody = z.input<typeof searchBodySchema>;
export type EnquiryBody = z.infer<typeof enquiryBodySchema>;

/** Area pages look areas up by any key form; an over-long one simply finds nothing. */
export const areaParamSchema = z.strictObject({ area: z.string() });
export const cityAreaParamSchema = z.strictObject({ city: z.string(), area: z.string() });

/** An alert link's token in a path: any short text (one not shaped like a token names no alert). */
export const alertTokenParamSchema = z.strictObject({ token: z.string().max(100) });

/** A query value as Hono's validator gives it (an array when repeated): the first one counts. */
const firstQueryValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v));

/** `?path=` of page-meta: a site path, `/` when absent. */
export const pageMetaQuerySchema = z
  .object({ path: firstQueryValue.transform((v) => v ?? '/') })
  .refine(({ path }) => path.startsWith('/') && path.length <= 300, 'path must be a site path');

/** `?src=` of og-image: the image to share; an unknown one is answered 404 by the route. */
export const ogImageQuerySchema = z.object({ src: firstQueryValue.transform((v) => v ?? '') });

/** GET /api/admin/price-median: the listings like one (`exclude` leaves the one being edited out). */
export const priceMedianQuerySchema = z.strictObject({
  areaName: text(120),
  for: z.enum(['Buy', 'Rent'], 'must be Buy or Rent'),
  house_type: text(40),
  bedrooms: numericText({ int: true, min: 0, max: 50 }),
  exclude: objectIdSchema.optional(),
});

export * from './lead-schemas';
export * from './admin-schemas';
export * from './money-schemas';
export { EMAIL_PATTERN, objectIdSchema } from './schema-fields';
