/**
 * The leads inbox and the audit trail's reads, all authenticated, mounted at `/admin`:
 * `GET leads` (filter + page), `GET leads/export` (CSV of the filter), `GET leads/new-count`,
 * `GET leads/:id`, `POST leads/:id` (status, assignee), `POST leads/:id/notes`, `GET audit?target=&id=`,
 * `GET audit/log` (every record's, for the owner and admins). An agent's seat reaches its own leads only.
 */
import { Hono } from 'hono';
import type { ObjectId } from 'mongodb';
import {
  ENQUIRY_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEADS_EXPORT_MAX,
  type AuditLogPage,
  type AuditResponse,
  type Lead,
  type LeadResponse,
  type LeadsPage,
  type NewLeadsCountResponse,
} from '@manzil/contract';
import {
  auditLogQuerySchema,
  auditQuerySchema,
  leadIdParamSchema,
  leadNoteBodySchema,
  leadsFilterQuerySchema,
  leadsQuerySchema,
  leadUpdateBodySchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { findAgentDoc } from '../db/agents';
import { diffFields, listAudit, recordAudit, toAuditEntry, type AuditWrite } from '../db/audit';
import type { EnquiryDoc } from '../db/collections';
import {
  addLeadNote,
  countNewLeads,
  exportLeads,
  findLead,
  findLeads,
  NotesFullError,
  toLead,
  updateLead,
} from '../db/enquiries';
import { toObjectId } from '../db/ids';
import { toCsv } from '../lib/csv';
import { ConflictError, ForbiddenError, MSG, NotFoundError, ValidationError } from '../lib/errors';
import { valid } from '../lib/validate';
import { agentScope, requireAdmin, requireManager, type AdminEnv } from '../middleware/auth';
import { auditNames, findAuditLog, toAuditLogEntry } from '../db/audit-log';

const LEAD_NOT_FOUND = 'Lead not found';

/** How a lead is named in its audit: the sender, and what they asked about. */
export const leadLabel = (doc: EnquiryDoc): string =>
  doc.about ? `${doc.name} about ${doc.about.name}` : `${doc.name} (${ENQUIRY_KIND_LABELS[doc.kind]})`;

/** The lead fields an admin changes, as the audit compares them (an old record reads as new). */
const leadState = (doc: EnquiryDoc) => ({ status: doc.status ?? 'new', assignee: doc.assignee });

const CSV_HEADER = [
  'Received',
  'Last enquiry',
  'Status',
  'Type',
  'Name',
  'E-mail',
  'Phone',
  'Preferred contact',
  'Listing',
  'Reference ID',
  'Enquiries',
  'Assignee',
  'Message',
  'Merged enquiries',
  'Earlier messages',
  'Notes',
];

/** One merged enquiry in a cell: when, who (as typed), about what, and what they wrote. */
function mergedLine(e: Lead['merged'][number]): string {
  const about = e.about ? ` about ${e.about.name}` : e.subject ? ` (${e.subject})` : '';
  return `${e.at} ${ENQUIRY_KIND_LABELS[e.kind]} from ${e.name} <${e.email}> ${e.phone}${about}${e.message ? `: ${e.message}` : ''}`;
}

function csvRow(doc: EnquiryDoc): (string | number | undefined)[] {
  const lead = toLead(doc);
  return [
    lead.createdAt,
    lead.lastAt,
    LEAD_STATUS_LABELS[lead.status],
    ENQUIRY_KIND_LABELS[lead.kind],
    lead.name,
    lead.email,
    lead.phone,
    lead.preferredContact,
    lead.about?.name ?? lead.subject,
    lead.about?.reference,
    lead.count,
    lead.assignee,
    lead.message,
    [
      ...lead.merged.map(mergedLine),
      ...(lead.mergedDropped > 0
        ? [
            `${lead.mergedDropped} older merged ${lead.mergedDropped === 1 ? 'enquiry is' : 'enquiries are'} in the lead's change history`,
          ]
        : []),
    ].join('\n'),
    lead.earlier
      .map((e) => `${e.at} ${ENQUIRY_KIND_LABELS[e.kind]}${e.message ? `: ${e.message}` : ''}`)
      .join('\n'),
    lead.notes.map((n) => `${n.at} ${n.author}: ${n.text}`).join('\n'),
  ];
}

export function leadRoutes(deps: ApiDeps) {
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);

  /** The lead, if this seat may see it: an agent's seat only its own (403 for another's). */
  async function existingLead(id: string, agent: string | undefined): Promise<EnquiryDoc> {
    const doc = await findLead(db, toObjectId(id) as ObjectId);
    if (!doc) throw new NotFoundError(LEAD_NOT_FOUND);
    if (agent !== undefined && doc.assignee !== agent) throw new ForbiddenError(MSG.notYourLead);
    return doc;
  }

  /** The answer to a change of a lead: 404 if it went meanwhile, else its audit entry is written first. */
  async function auditedLead(
    after: EnquiryDoc | null,
    action: AuditWrite['action'],
    actor: string,
    changesOf: (after: EnquiryDoc) => AuditWrite['changes'],
  ): Promise<LeadResponse> {
    if (!after) throw new NotFoundError(LEAD_NOT_FOUND);
    const changes = changesOf(after);
    await recordAudit(db, {
      target: 'lead',
      targetId: after._id,
      label: leadLabel(after),
      action,
      actor,
      changes,
    });
    return { data: toLead(after) };
  }

  return new Hono<AdminEnv>()
    .get('/leads', auth, valid('query', leadsQuerySchema), async (c) => {
      const { page, limit, ...filter } = c.req.valid('query');
      const { docs, total } = await findLeads(db, { ...filter, assignee: agentScope(c) }, page, limit);
      const body: LeadsPage = { data: docs.map(toLead), total, page, limit };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/leads/export', auth, valid('query', leadsFilterQuerySchema), async (c) => {
      const docs = await exportLeads(
        db,
        { ...c.req.valid('query'), assignee: agentScope(c) },
        LEADS_EXPORT_MAX,
      );
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="leads-${day}.csv"`);
      return c.body(toCsv([CSV_HEADER, ...docs.map(csvRow)]));
    })
    .get('/leads/new-count', auth, async (c) => {
      const body: NewLeadsCountResponse = {
        data: { count: await countNewLeads(db, { assignee: agentScope(c) }) },
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/leads/:id', auth, valid('param', leadIdParamSchema), async (c) => {
      const body: LeadResponse = { data: toLead(await existingLead(c.req.valid('param').id, agentScope(c))) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post(
      '/leads/:id',
      auth,
      valid('param', leadIdParamSchema),
      valid('json', leadUpdateBodySchema),
      async (c) => {
        const change = c.req.valid('json');
        const agent = agentScope(c);
        const before = await existingLead(c.req.valid('param').id, agent);
        // An agent works their own leads; handing one to someone else is the owner's or an admin's call.
        if (agent !== undefined && change.assignee !== undefined && change.assignee !== agent)
          throw new ForbiddenError(MSG.managersOnly);
        if (change.assignee && change.assignee !== before.assignee) {
          const agent = await findAgentDoc(db, change.assignee);
          if (!agent?.active) throw new ValidationError('assignee: must be an active agent of the agency');
        }
        const after = await updateLead(db, before._id, change);
        const body = await auditedLead(after, 'update', c.get('admin').username, (lead) =>
          diffFields(leadState(before), leadState(lead)),
        );
        return c.json(body);
      },
    )
    .post(
      '/leads/:id/notes',
      auth,
      valid('param', leadIdParamSchema),
      valid('json', leadNoteBodySchema),
      async (c) => {
        const { text } = c.req.valid('json');
        const author = c.get('admin').username;
        const lead = await existingLead(c.req.valid('param').id, agentScope(c));
        const after = await addLeadNote(db, lead._id, { text, author }).catch((err: unknown) => {
          if (err instanceof NotesFullError) throw new ConflictError(err.message);
          throw err;
        });
        const body = await auditedLead(after, 'note', author, () => diffFields({}, { note: text }));
        return c.json(body, 201);
      },
    )
    .get('/audit/log', auth, requireManager, valid('query', auditLogQuerySchema), async (c) => {
      const { page, ...filter } = c.req.valid('query');
      const [{ docs, more }, names] = await Promise.all([findAuditLog(db, filter, page), auditNames(db)]);
      const body: AuditLogPage = { data: docs.map((d) => toAuditLogEntry(d, names)), more, page };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/audit', auth, valid('query', auditQuerySchema), async (c) => {
      const { target, id } = c.req.valid('query');
      // An agent's seat reads the history of its own leads only.
      if (agentScope(c) !== undefined) {
        if (target !== 'lead') throw new ForbiddenError(MSG.managersOnly);
        await existingLead(id, agentScope(c));
      }
      const docs = await listAudit(db, target, toObjectId(id) as ObjectId);
      const body: AuditResponse = { data: docs.map(toAuditEntry) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
