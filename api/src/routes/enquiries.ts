/** Leads: POST /api/enquiries (public, rate-limited) and GET /api/admin/enquiries (authenticated). */
import { Hono } from 'hono';
import type { Db } from 'mongodb';
import {
  BRAND,
  contentIn,
  type EnquiriesResponse,
  type EnquiryCreatedResponse,
  type EnquiryInput,
} from '@manzil/contract';
import { enquiryBodySchema } from '@manzil/contract/schemas';
import { messagesIn } from '@manzil/i18n';
import type { ApiDeps } from '../deps';
import { findAgentDoc } from '../db/agents';
import type { AgentDoc } from '../db/collections';
import { routeLead } from '../db/lead-routing';
import { diffFields, recordAudit } from '../db/audit';
import { insertEnquiry, listEnquiries } from '../db/enquiries';
import { referenceOf } from '../db/ids';
import { findPropertyBySlug } from '../db/properties';
import { clientIp } from '../lib/client-ip';
import { valid } from '../lib/validate';
import { requireAdmin, requireManager, type AdminEnv } from '../middleware/auth';
import { dbLimiter, limitRequests } from '../middleware/rate-limit';
import { leadLabel } from './leads';
import { acknowledgementMessages } from './enquiry-mail-messages';

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
 * the record the slug finds, never from the sender; its agent is who the lead goes to. A listing removed
 * meanwhile keeps the lead (the name as sent, no reference, no agent).
 */
async function withListing(
  db: Db,
  input: EnquiryInput,
): Promise<{ input: EnquiryInput; agent?: string; localName?: string }> {
  if (!input.about || input.about.type !== 'property') return { input };
  const { reference: _claimed, ...about } = input.about;
  const property = await findPropertyBySlug(db, about.ref);
  if (!property) return { input: { ...input, about } };
  return {
    input: { ...input, about: { ...about, name: property.house_name, reference: referenceOf(property._id) } },
    agent: property.agent,
    // The home as the buyer read it: its name in the language they wrote in.
    localName: contentIn(property, 'house_name', input.locale ?? 'en').text,
  };
}

/** What the buyer reads back, in their language: what they asked about, and who will answer. */
function acknowledgement(
  e: EnquiryInput,
  localName: string | undefined,
  agent: AgentDoc | undefined,
  agencyPhone: string,
): { subject: string; text: string } {
  const t = messagesIn(acknowledgementMessages, e.locale ?? 'en');
  const name = localName ?? e.about?.name;
  const about = !e.about
    ? t('aboutMessage')
    : e.about.reference
      ? t('aboutHomeRef', { name, reference: e.about.reference })
      : t('aboutHome', { name });
  const who = agent
    ? t('whoAgent', {
        agent: agent.name,
        kind: e.about?.type ?? 'other',
        phone: agent.phone,
        email: agent.email,
      })
    : t('whoAgency', { phone: agencyPhone });
  return {
    // The subject names the home without its reference (the body has it).
    subject: t('subject', { about: e.about ? t('aboutHome', { name }) : about }),
    text:
      `${t('dear', { name: e.name })}\n\n${t('thanks', { about, who })}\n\n` +
      `${t('hours')}\n\n${BRAND.name} ${BRAND.tagline}\n`,
  };
}

/**
 * Records an enquiry: stored first, then mailed (a mail failure is logged and never loses the lead). A
 * new lead goes to the listing's agent (or, for a general enquiry, the queue or the next agent: the owner's
 * choice) and is mailed to them with the agency copied, else to the agency; the buyer gets one
 * acknowledgement naming the home and the agent. A merged enquiry mails the lead's agent again, not the
 * buyer: one acknowledgement per lead, so the public form cannot be used to mail an address repeatedly.
 * Shared by `POST /api/enquiries` and the pages' plain form posts (web/form-posts.ts), which count
 * against the same per-client limit.
 */
export function enquiryRecorder(deps: ApiDeps) {
  const { config, mailer } = deps;
  const db = deps.db.db;
  const logFailure = (what: string) => (err: unknown) => console.error(`[api] could not mail ${what}:`, err);
  return {
    perClient: dbLimiter(db, 'enquiry', config.rateLimits.enquiries),
    async record(sent: EnquiryInput) {
      const { input, agent: listingAgent, localName } = await withListing(db, sent);
      let routed: AgentDoc | undefined;
      const { doc, mergedInto, merged } = await insertEnquiry(db, input, new Date(), async () => {
        routed = await routeLead(db, listingAgent);
        return routed?.slug;
      });
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
      const agent = routed ?? (doc.assignee ? await findAgentDoc(db, doc.assignee) : undefined);
      const toAgent = agent?.active && agent.email !== config.agencyEmail ? agent : undefined;
      await mailer
        .send({
          to: toAgent?.email ?? config.agencyEmail,
          ...(toAgent && { cc: config.agencyEmail }),
          replyTo: input.email,
          // Header values come from validated single-line fields; nodemailer encodes them.
          subject: `${KIND_LABEL[input.kind]} from ${input.name}${input.about ? ` about ${input.about.name}` : ''}`,
          text:
            (toAgent ? `Assigned to you, ${toAgent.name}: answer within one working day.\n\n` : '') +
            describeEnquiry(input, doc.createdAt),
        })
        .catch(logFailure('the enquiry'));
      if (!mergedInto)
        await mailer
          .send({
            to: input.email,
            replyTo: toAgent?.email ?? config.agencyEmail,
            ...acknowledgement(input, localName, agent?.active ? agent : undefined, `+${config.agencyPhone}`),
          })
          .catch(logFailure("the buyer's acknowledgement"));
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
    .get('/admin/enquiries', requireAdmin(db, deps.keys.session), requireManager, async (c) => {
      const body: EnquiriesResponse = { data: await listEnquiries(db) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
