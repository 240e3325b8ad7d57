/** zod schemas of the leads and audit calls (re-exported by schemas.ts). */
import { z } from 'zod';
import { AUDIT_TARGETS, ENQUIRY_KINDS, LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES, LEADS_PAGE_MAX } from './leads';

const first = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v));
/** An optional query value: absent or blank means "any". */
const optionalQuery = <T extends z.core.$ZodType<unknown, string | undefined>>(inner: T) =>
  first.transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())).pipe(inner);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .optional();
const positive = (max: number, fallback: number) =>
  first.transform((v, ctx) => {
    if (v === undefined || v === '') return fallback;
    if (!/^\d{1,6}$/.test(v) || Number(v) < 1) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number from 1' });
      return z.NEVER;
    }
    return Math.min(Number(v), max);
  });

const leadsFilterShape = {
  q: optionalQuery(z.string().max(120, 'must be at most 120 characters').optional()),
  status: optionalQuery(z.enum(LEAD_STATUSES, `must be one of ${LEAD_STATUSES.join(', ')}`).optional()),
  kind: optionalQuery(z.enum(ENQUIRY_KINDS, `must be one of ${ENQUIRY_KINDS.join(', ')}`).optional()),
  from: optionalQuery(day),
  to: optionalQuery(day),
};

/** `GET /api/admin/leads.csv`: the inbox's filter. */
export const leadsFilterQuerySchema = z.object(leadsFilterShape);
/** `GET /api/admin/leads`: the filter and a page (1-based; LEADS_PAGE_MAX rows at most). */
export const leadsQuerySchema = z.object({
  ...leadsFilterShape,
  page: positive(100_000, 1),
  limit: positive(LEADS_PAGE_MAX, 25),
});

/** An agent's slug, or '' to unassign. */
const assignee = z.string().regex(/^[a-z0-9-]{0,80}$/, 'must be an agent');

export const leadUpdateBodySchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, `must be one of ${LEAD_STATUSES.join(', ')}`).optional(),
    assignee: assignee.optional(),
  })
  .refine((b) => b.status !== undefined || b.assignee !== undefined, 'status or assignee is required');

/** Control characters other than line breaks (a note may span lines). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOTE_CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

export const leadNoteBodySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LEAD_NOTE_MAX_LENGTH, `must be at most ${LEAD_NOTE_MAX_LENGTH} characters`)
    .refine((v) => !NOTE_CONTROL.test(v), 'must not contain control characters'),
});

export const leadIdParamSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{24}$/i, 'must be a valid id'),
});

export const auditQuerySchema = z.object({
  target: first.pipe(z.enum(AUDIT_TARGETS, `must be one of ${AUDIT_TARGETS.join(', ')}`)),
  id: first.pipe(z.string().regex(/^[0-9a-f]{24}$/i, 'must be a valid id')),
});

export type LeadsQuery = z.infer<typeof leadsQuerySchema>;
export type LeadsFilterQuery = z.infer<typeof leadsFilterQuerySchema>;

/** `GET /api/admin/audit/log`: the log across records, filtered by person, record and dates. */
export const auditLogQuerySchema = z.object({
  actor: optionalQuery(z.string().max(100, 'must be at most 100 characters').optional()),
  target: optionalQuery(z.enum(AUDIT_TARGETS, `must be one of ${AUDIT_TARGETS.join(', ')}`).optional()),
  q: optionalQuery(z.string().max(120, 'must be at most 120 characters').optional()),
  from: optionalQuery(day),
  to: optionalQuery(day),
  page: positive(1_000, 1),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** `GET /api/admin/reports` and its CSV: a period of at most REPORT_RANGE_MAX_DAYS (default: the last 30 days). */
export const reportsQuerySchema = z
  .object({ from: optionalQuery(day), to: optionalQuery(day) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
