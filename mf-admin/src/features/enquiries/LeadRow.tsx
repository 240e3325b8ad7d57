/**
 * One lead in the inbox: a table row (a card on a phone) with its status and assignee controls and
 * the replies, and under it, when opened, the lead's enquiries, notes and change history.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  ENQUIRY_KIND_LABELS,
  isStaleNewLead,
  LEAD_NEW_STALE_HOURS,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type Lead,
  type LeadStatus,
} from '@manzil/contract';
import { Options } from '@manzil/ui';
import { AuditTrail } from '../../shared/audit/AuditTrail';
import { useWriting } from '../../shared/writes/useAdminMutation';
import forms from '../../shared/ui/forms.module.css';
import { LeadHistory } from './LeadHistory';
import { aboutText, listingPath, mailtoLink, whatsappLink } from './leadLinks';
import { useLeadWrites } from './leadsApi';
import styles from './Leads.module.css';

export interface AgentChoice {
  slug: string;
  name: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});
const when = (iso: string) => dateFormat.format(new Date(iso));

/** How a visitor asked to be answered, as the inbox says it. */
const CONTACT_LABELS = { email: 'e-mail', whatsapp: 'WhatsApp' } as const;

const AUDIT_LABELS = {
  status: 'Status',
  assignee: 'Assignee',
  enquiries: 'Enquiries',
  note: 'Note',
  addedName: "Added enquiry's name",
  addedEmail: "Added enquiry's e-mail",
  addedPhone: "Added enquiry's phone",
  addedMessage: "Added enquiry's message",
};

export function LeadRow({ lead, agents }: { lead: Lead; agents: AgentChoice[] }) {
  const [open, setOpen] = useState(false);
  const saving = useWriting();
  const writes = useLeadWrites();
  const detailId = useId();
  const about = aboutText(lead);
  const path = listingPath(lead);
  const whatsapp = whatsappLink(lead);
  const agentName = (slug: string) => agents.find((a) => a.slug === slug)?.name ?? slug;
  // A lead kept by an agent who has since retired still shows who has it.
  const choices =
    lead.assignee && !agents.some((a) => a.slug === lead.assignee)
      ? [...agents, { slug: lead.assignee, name: lead.assignee }]
      : agents;
  const formatAuditValue = (field: string, value: string) =>
    field === 'status'
      ? (LEAD_STATUS_LABELS[value as LeadStatus] ?? value)
      : field === 'assignee'
        ? agentName(value)
        : value;

  return (
    <tbody className={styles.lead} data-status={lead.status}>
      <tr>
        <td data-label="Received" className={styles.received}>
          <time dateTime={lead.lastAt}>{when(lead.lastAt)}</time>
          {lead.count > 1 && (
            <span className={styles.merged} title={`First enquiry ${when(lead.createdAt)}`}>
              {lead.count} enquiries
            </span>
          )}
        </td>
        <th scope="row" data-label="Name" className={styles.person}>
          <span className={styles.name}>{lead.name}</span>
          <span className={styles.contact}>
            <a href={`mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}`}>{lead.email}</a>
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
          </span>
          {lead.preferredContact && (
            <span className={styles.prefers}>Prefers {CONTACT_LABELS[lead.preferredContact]}</span>
          )}
        </th>
        <td data-label="About" className={styles.about}>
          <span className={styles.kind} data-kind={lead.kind}>
            {ENQUIRY_KIND_LABELS[lead.kind]}
          </span>
          {about !== null &&
            (path ? (
              <a href={path} target="_blank" rel="noopener" className={styles.aboutText}>
                {about}
              </a>
            ) : (
              <span className={styles.aboutText}>{about}</span>
            ))}
        </td>
        <td data-label="Status">
          <select
            className={`${forms.control} ${styles.select}`}
            aria-label={`Status of ${lead.name}'s lead`}
            value={lead.status}
            disabled={saving}
            data-status={lead.status}
            onChange={(e) => void writes.setStatus(lead, e.target.value as LeadStatus)}
          >
            <Options values={LEAD_STATUSES} labels={LEAD_STATUS_LABELS} />
          </select>
          {isStaleNewLead(lead) && (
            <span className={styles.stale}>New for over {LEAD_NEW_STALE_HOURS} hours</span>
          )}
        </td>
        <td data-label="Assignee">
          <select
            className={`${forms.control} ${styles.select}`}
            aria-label={`Agent for ${lead.name}'s lead`}
            value={lead.assignee ?? ''}
            disabled={saving}
            onChange={(e) =>
              void writes.setAssignee(lead, e.target.value, e.target.value ? agentName(e.target.value) : null)
            }
          >
            <option value="">Unassigned</option>
            {choices.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.name}
              </option>
            ))}
          </select>
        </td>
        <td data-label="Reply" className={styles.actions}>
          {whatsapp && (
            <a
              className={styles.reply}
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Reply to ${lead.name} on WhatsApp`}
            >
              WhatsApp
            </a>
          )}
          <a className={styles.reply} href={mailtoLink(lead)} aria-label={`Reply to ${lead.name} by e-mail`}>
            E-mail
          </a>
          <button
            type="button"
            className={forms.buttonSecondary}
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={`${open ? 'Hide' : 'Show'} the details of ${lead.name}'s lead`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide' : 'Details'}
            {lead.notes.length > 0 && ` (${lead.notes.length} ${lead.notes.length === 1 ? 'note' : 'notes'})`}
          </button>
        </td>
      </tr>
      <tr id={detailId} hidden={!open} className={styles.detailRow}>
        <td colSpan={6}>
          {open && (
            <div className={styles.detail}>
              <div>
                <h3 className={styles.detailHeading}>Enquiries</h3>
                <LeadHistory lead={lead} when={when} />
              </div>
              <LeadNotes lead={lead} onAdd={(text) => writes.addNote(lead, text)} saving={saving} />
              <AuditTrail target="lead" id={lead._id} labels={AUDIT_LABELS} formatValue={formatAuditValue} />
            </div>
          )}
        </td>
      </tr>
    </tbody>
  );
}

function LeadNotes({
  lead,
  onAdd,
  saving,
}: {
  lead: Lead;
  onAdd(text: string): Promise<boolean>;
  saving: boolean;
}) {
  const [text, setText] = useState('');
  const inputId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    // The typed note stays when the save fails, so nothing is lost.
    if (await onAdd(text.trim())) setText('');
  }

  return (
    <div>
      <h3 className={styles.detailHeading}>Notes</h3>
      {lead.notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ol className={styles.notes}>
          {lead.notes.map((n, i) => (
            <li key={`${n.at}-${i}`}>
              <p className={styles.noteMeta}>
                <strong>{n.author}</strong> · <time dateTime={n.at}>{when(n.at)}</time>
              </p>
              <p className={styles.message}>{n.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.noteForm} onSubmit={(e) => void submit(e)}>
        <div className={forms.field}>
          <label htmlFor={inputId}>Add a note</label>
          <textarea
            id={inputId}
            rows={2}
            maxLength={LEAD_NOTE_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className={forms.button} disabled={saving || !text.trim()}>
          Add note
        </button>
      </form>
    </div>
  );
}
