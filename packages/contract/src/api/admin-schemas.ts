/** zod schemas of the back office's agents, listings table and seats calls (re-exported by schemas.ts). */
import { z } from 'zod';
import { LISTING_STATUSES, BRN_PATTERN } from './listing';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_LISTING_SORTS,
  ADMIN_PAGE_SIZES,
  MAX_BULK_IDS,
  MAX_BULK_MATCHING,
} from './admin-listings';
import { GRANTABLE_ROLES, LEAD_ROUTING_MODES } from './seats';
import { arabicText, email, lines, objectIdSchema, optionalText, text } from './schema-fields';

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
