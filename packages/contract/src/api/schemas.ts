/**
 * zod schemas of every /api request: the API validates at the edge with them, apps may reuse them.
 * Objects are strict (unknown keys such as `__proto__` or `$where` are refused) and strings are
 * plain strings, so no user value can reach a query as an operator.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PRICE_ON_REQUEST, REFERENCE_ID_LENGTH } from './constants';
import { hasControlCharacters, isSiteOrHttpLink, LINK_MAX } from './links';
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
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_LISTING_SORTS,
  ADMIN_PAGE_SIZES,
  MAX_BULK_IDS,
  MAX_BULK_MATCHING,
} from './admin-listings';
import { GRANTABLE_ROLES, LEAD_ROUTING_MODES } from './seats';

/** Line breaks have no place in a name, subject or phone: in a mail header they would start a new one. */
const ONE_LINE = /^[^\r\n\u0085\u2028\u2029]*$/;
const ONE_LINE_MESSAGE = 'must be on one line';
/** Control characters and line separators: none belongs in a name or a link (links.ts). */
const noControl = (v: string) => !hasControlCharacters(v);
const NO_CONTROL_MESSAGE = 'must not contain control characters';
/** A required text field that may span lines (descriptions, messages). */
const multilineText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** An optional text field that may span lines ('' allowed). */
const optionalMultilineText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`);
/** A required single-line text field. */
const text = (max: number) =>
  multilineText(max).regex(ONE_LINE, ONE_LINE_MESSAGE).refine(noControl, NO_CONTROL_MESSAGE);
/** An optional single-line text field ('' allowed). */
const optionalText = (max: number) =>
  optionalMultilineText(max).regex(ONE_LINE, ONE_LINE_MESSAGE).refine(noControl, NO_CONTROL_MESSAGE);
/** An Arabic text beside an English single-line field: the same bound, '' clears it, absent leaves it. */
const arabicText = (max: number) => optionalText(max).optional();
/** An Arabic text beside an English text that may span lines. */
const arabicMultilineText = (max: number) => optionalMultilineText(max).optional();
/** A MongoDB id as 24 hex characters. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a valid id');

/**
 * One mailbox, its final part 2 to 6 letters (docs/glossary.md): the local part of the characters a
 * browser's e-mail field allows, so no list, display name or comment a mailer would read in it.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,6}$/;
const email = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .refine(noControl, NO_CONTROL_MESSAGE)
  .regex(/^[^,;<>"()[\]\\:]*$/, 'must be one e-mail address, without a name, a comment or a second address')
  .regex(EMAIL_PATTERN, 'must be a valid e-mail address');

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

/**
 * A form field of one item per line (photo links, amenities), blank lines dropped. A single line is
 * read as comma-separated: a record posted back whole as FormData sends an array as 'a,b'.
 */
const lines = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .string()
    .transform((v) =>
      v
        .split(/[\r\n]/.test(v) ? /\r\n|\n|\r/ : ',')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'is required').max(max, `must be at most ${max} lines`));

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

// ---- agents admin ----

/** An international number as typed ('+971 50 123 4567'): spaces, dots, dashes and brackets dropped. */
const internationalPhone = z
  .string()
  .trim()
  .max(40, 'must be at most 40 characters')
  .transform((v) => v.replace(/[\s.()-]/g, ''))
  .pipe(z.string().regex(/^\+\d{8,15}$/, 'must be an international phone number, e.g. +971 50 123 4567'));

/**
 * The agent form of the admin (multipart, all text; the portrait travels beside it as the file
 * `photo`). Languages and areas are one per line or comma-separated; areas are area keys.
 */
export const agentFormSchema = z.strictObject({
  name: text(120),
  brn: z.string().trim().regex(BRN_PATTERN, 'must be 3 to 10 digits'),
  languages: lines(text(40), 20),
  areas: z
    .string()
    .max(6000, 'must be at most 6000 characters')
    .optional()
    .transform((v) => v ?? '')
    .pipe(
      z
        .string()
        .transform((v) =>
          v
            .split(/[\r\n,]+/)
            .map((s) => s.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().regex(/^[a-z0-9_]{1,120}$/, 'must be area keys')).max(50)),
    ),
  phone: internationalPhone,
  whatsapp: internationalPhone,
  email,
  ar_name: arabicText(120),
});
export type AgentFormFields = z.input<typeof agentFormSchema>;

/** An agent addressed by the admin: slugs are short and lower-case. */
export const adminAgentParamSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be an agent'),
});

/** Retiring an agent: who takes over their listings (required when they have any). */
export const retireAgentBodySchema = z.strictObject({
  reassignTo: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'must be an agent')
    .optional(),
});

// ---- the admin listings table ----

/** A filter of the URL's query: '' (a cleared control) means "any", as absence does. */
const anyOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,11}(\.\d{1,2})?$/, 'must be an amount in AED')
  .transform(Number);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a real date');
const slugParam = (what: string) => z.string().regex(/^[a-z0-9-]{1,80}$/, `must be ${what}`);

/** The table's filters (a bulk call by filter sends the same values as the URL carries). */
const listingFilterFields = {
  q: anyOr(optionalText(100)),
  purpose: anyOr(z.enum(['Buy', 'Rent'], 'must be Buy or Rent')),
  type: anyOr(text(40)),
  status: anyOr(z.enum(LISTING_STATUSES, `must be one of ${LISTING_STATUSES.join(', ')}`)),
  emirate: anyOr(slugParam('an emirate')),
  agent: anyOr(slugParam('an agent')),
  minPrice: anyOr(amount),
  maxPrice: anyOr(amount),
  listedFrom: anyOr(day),
  listedTo: anyOr(day),
};

/** The ranges of a filter read the right way round (one check for the table and the bulk calls). */
const rangesInOrder = (
  f: { minPrice?: number; maxPrice?: number; listedFrom?: string; listedTo?: string },
  ctx: z.RefinementCtx,
) => {
  if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice)
    ctx.addIssue({ code: 'custom', message: 'must not be above the highest price', path: ['minPrice'] });
  if (f.listedFrom && f.listedTo && f.listedFrom > f.listedTo)
    ctx.addIssue({ code: 'custom', message: 'must not be after the last day', path: ['listedFrom'] });
};

/** GET /api/admin/listings and its CSV export: filters, sort and page, all from the URL's query. */
export const adminListingsQuerySchema = z
  .strictObject({
    ...listingFilterFields,
    sort: anyOr(z.enum(ADMIN_LISTING_SORTS, `must be one of ${ADMIN_LISTING_SORTS.join(', ')}`)).transform(
      (v) => v ?? 'listed',
    ),
    dir: anyOr(z.enum(['asc', 'desc'], 'must be asc or desc')).transform((v) => v ?? 'desc'),
    page: anyOr(
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a page number')
        .transform(Number)
        .refine((n) => n >= 1, 'must be a page number'),
    ).transform((v) => v ?? 1),
    pageSize: anyOr(
      z
        .string()
        .regex(/^\d{1,3}$/, `must be one of ${ADMIN_PAGE_SIZES.join(', ')}`)
        .transform(Number)
        .refine(
          (n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n),
          `must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
        ),
    ).transform((v) => v ?? ADMIN_DEFAULT_PAGE_SIZE),
  })
  .superRefine(rangesInOrder);

/** A bulk call's filter: the table's filters only (no sort or page: it reaches every match). */
export const adminListingsFilterSchema = z.strictObject(listingFilterFields).superRefine(rangesInOrder);

const bulkIds = z
  .array(objectIdSchema)
  .min(1, 'must name at least one listing')
  .max(MAX_BULK_IDS, `must name at most ${MAX_BULK_IDS} listings`);
/** Either the selected rows' ids, or the filter and how many listings matching it the admin was shown. */
const bulkTarget = {
  ids: bulkIds.optional(),
  filter: adminListingsFilterSchema.optional(),
  matching: z
    .number('must be a number of listings')
    .int('must be a number of listings')
    .min(1, 'must be at least 1')
    .max(MAX_BULK_MATCHING, `must be at most ${MAX_BULK_MATCHING}: narrow the filter`)
    .optional(),
};
const oneTarget = (b: { ids?: unknown; filter?: unknown; matching?: unknown }, ctx: z.RefinementCtx) => {
  if ((b.ids === undefined) === (b.filter === undefined))
    ctx.addIssue({
      code: 'custom',
      message: 'must name the listings or send a filter, not both',
      path: ['ids'],
    });
  else if (b.filter !== undefined && b.matching === undefined)
    ctx.addIssue({ code: 'custom', message: 'is required with a filter', path: ['matching'] });
  else if (b.ids !== undefined && b.matching !== undefined)
    ctx.addIssue({ code: 'custom', message: 'goes with a filter only', path: ['matching'] });
};
export const bulkStatusBodySchema = z
  .strictObject({
    ...bulkTarget,
    status: z.enum(LISTING_STATUSES, `must be one of ${LISTING_STATUSES.join(', ')}`),
  })
  .superRefine(oneTarget);
export const bulkDeleteBodySchema = z.strictObject(bulkTarget).superRefine(oneTarget);

// ---- seats (users) ----

const agentSlug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be an agent');
const grantableRole = z.enum(GRANTABLE_ROLES, `must be one of ${GRANTABLE_ROLES.join(', ')}`);

/** POST /api/admin/users: an invitation by e-mail; an agent's seat names their agent profile. */
export const inviteSeatBodySchema = z
  .strictObject({
    username: text(100).regex(/^[A-Za-z0-9._@-]+$/, 'must be letters, digits, dots, dashes or @'),
    email,
    role: grantableRole,
    agent: agentSlug.optional(),
  })
  .refine((b) => b.role !== 'agent' || b.agent !== undefined, {
    message: 'is required for an agent',
    path: ['agent'],
  });

/** POST /api/admin/users/:id: a role, an agent profile or active (deactivate/reactivate). */
export const seatUpdateBodySchema = z
  .strictObject({
    role: grantableRole.optional(),
    agent: agentSlug.optional(),
    active: z.boolean().optional(),
  })
  .refine(
    (b) => b.role !== undefined || b.agent !== undefined || b.active !== undefined,
    'role, agent or active is required',
  );

export const seatIdParamSchema = z.strictObject({ id: objectIdSchema });

/** POST /api/admin/lead-routing: the owner's choice for general enquiries. */
export const leadRoutingBodySchema = z.strictObject({
  mode: z.enum(LEAD_ROUTING_MODES, `must be one of ${LEAD_ROUTING_MODES.join(', ')}`),
});
export * from './money-schemas';
