/** Leads: POST /api/enquiries (public, rate-limited) and GET /api/admin/enquiries (authenticated). */
import { Hono } from 'hono';
import type { Db } from 'mongodb';
import type { EnquiriesResponse, EnquiryCreatedResponse, EnquiryInput } from '@manzil/contract';
import { enquiryBodySchema } from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { diffFields, recordAudit } from '../db/audit';
import { insertEnquiry, listEnquiries } from '../db/enquiries';
import { referenceOf } from '../db/ids';
import { findPropertyBySlug } from '../db/properties';
import { clientIp } from '../lib/client-ip';
import { valid } from '../lib/validate';
import { requireAdmin, type AdminEnv } from '../middleware/auth';
import { dbLimiter, limitRequests } from '../middleware/rate-limit';
import { leadLabel } from './leads';

const KIND_LABEL: Record<EnquiryInput['kind'], string> = {
  'property-inquiry': 'Property inquiry',
  brochure: 'Brochure request',
  'vr-access': 'VR access request',
  contact: 'Contact form',
};

function describeEnquiry(e: EnquiryInput, at: Date): string {
  const lines = [
    `${KIND_LABEL[e.kind]} received ${at.toISOString()}`,
    '',
    `Name: ${e.name}`,
    `Email: ${e.email}`,
    `Phone: ${e.phone}`,
  ];
  if (e.preferredContact) lines.push(`Preferred contact: ${e.preferredContact}`);
  // Sent from the Arabic site: the visitor may prefer an answer in Arabic.
  if (e.locale === 'ar') lines.push('Language: Arabic');
  if (e.propertyType) lines.push(`Property type: ${e.propertyType}`);
  if (e.about)
    lines.push(
      `About: ${e.about.name} (${e.about.type} ${e.about.ref}${e.about.reference ? `, Ref. ${e.about.reference}` : ''})`,
    );
  if (e.subject) lines.push(`Subject: ${e.subject}`);
  if (e.message) lines.push('', e.message);
  return `${lines.join('\n')}\n`;
}

/**
 * An enquiry about a property names the listing as it is stored: its name and Reference ID come from
 * the record the slug finds, never from the sender. A listing removed meanwhile keeps the lead (the
 * name as sent, no reference).
 */
async function withListing(db: Db, input: EnquiryInput): Promise<EnquiryInput> {
  if (input.about?.type !== 'property') return input;
  const { reference: _claimed, ...about } = input.about;
  const property = await findPropertyBySlug(db, about.ref);
  if (!property) return { ...input, about };
  return { ...input, about: { ...about, name: property.house_name, reference: referenceOf(property._id) } };
}

/**
 * Records an enquiry: stored first, then a copy mailed to the agency (a mail failure is logged and
 * never loses the lead). Shared by `POST /api/enquiries` and the pages' plain form posts
 * (web/form-posts.ts), which count against the same per-client limit.
 */
export function enquiryRecorder(deps: ApiDeps) {
  const { config, mailer } = deps;
  const db = deps.db.db;
  return {
    perClient: dbLimiter(db, 'enquiry', config.rateLimits.enquiries),
    async record(sent: EnquiryInput) {
      const input = await withListing(db, sent);
      const { doc, mergedInto, merged } = await insertEnquiry(db, input);
      if (mergedInto && merged)
        await recordAudit(db, {
          target: 'lead',
          targetId: doc._id,
          label: leadLabel(doc),
          action: 'merge',
          actor: 'website',
          // What was added, as sent: it outlives the lead's bound on merged enquiries.
          changes: diffFields(
            { enquiries: mergedInto.count ?? 1 },
            {
              enquiries: doc.count,
              addedName: merged.name,
              addedEmail: merged.email,
              addedPhone: merged.phone,
              addedMessage: merged.message,
            },
          ),
        }).catch((err: unknown) => console.error('[api] could not record the audit of a merged lead:', err));
      await mailer
        .send({
          to: config.agencyEmail,
          replyTo: input.email,
          // Header values come from validated single-line fields; nodemailer encodes them.
          subject: `${KIND_LABEL[input.kind]} from ${input.name}`,
          text: describeEnquiry(input, doc.createdAt),
        })
        .catch((err: unknown) => console.error('[api] could not mail the enquiry copy:', err));
      return doc;
    },
  };
}

/**
 * Mounted at `/`: the spec puts the public write at `/enquiries` and the admin list at
 * `/admin/enquiries`, paths that share no prefix.
 */
export function enquiryRoutes(deps: ApiDeps) {
  const { config } = deps;
  const db = deps.db.db;
  const enquiries = enquiryRecorder(deps);
  return new Hono<AdminEnv>()
    .post(
      '/enquiries',
      limitRequests(enquiries.perClient, (c) => clientIp(c, config.trustProxy)),
      valid('json', enquiryBodySchema),
      async (c) => {
        const doc = await enquiries.record(c.req.valid('json'));
        const body: EnquiryCreatedResponse = { data: { _id: doc._id.toHexString() } };
        return c.json(body, 201);
      },
    )
    .get('/admin/enquiries', requireAdmin(db, deps.keys.session), async (c) => {
      const body: EnquiriesResponse = { data: await listEnquiries(db) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
