/**
 * The pipeline as a board: a column per status, a card per lead (the newest 25 of each). A card moves by
 * dragging it to another column, or from the keyboard with its "Move to" choice; either saves the status
 * like the inbox's. A lead new for longer than LEAD_NEW_STALE_HOURS is marked.
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import {
  LEAD_NEW_STALE_HOURS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  isStaleNewLead,
  type Lead,
  type LeadStatus,
} from '@manzil/contract';
import { useWriting } from '../../shared/writes/useAdminMutation';
import forms from '../../shared/ui/forms.module.css';
import { aboutText } from './leadLinks';
import { useLeads, useLeadWrites } from './leadsApi';
import styles from './LeadsBoard.module.css';

const CARDS_PER_COLUMN = 25;
const DRAG_TYPE = 'application/x-manzil-lead';

function Card({ lead, onMove }: { lead: Lead; onMove(to: LeadStatus): void }) {
  const saving = useWriting();
  const stale = isStaleNewLead(lead);
  const about = aboutText(lead);
  return (
    <li
      className={stale ? styles.cardStale : styles.card}
      draggable={!saving}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, lead._id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={`${lead.name}${about ? `, ${about}` : ''}`}
    >
      <p className={styles.name}>{lead.name}</p>
      {about && <p className={styles.about}>{about}</p>}
      {stale && <p className={styles.stale}>New for over {LEAD_NEW_STALE_HOURS} hours</p>}
      <label className={styles.move}>
        <span>Move to</span>
        <select
          className={forms.control}
          value={lead.status}
          disabled={saving}
          onChange={(e) => onMove(e.target.value as LeadStatus)}
          aria-label={`Move ${lead.name}'s lead to`}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

interface ColumnProps {
  status: LeadStatus;
  /** Tells the board which leads this column shows (a drop names a lead by its id). */
  remember(leads: Lead[]): void;
  onDropLead(id: string, to: LeadStatus): void;
}

function Column({ status, remember, onDropLead }: ColumnProps) {
  const leads = useLeads({ status, page: 1, limit: CARDS_PER_COLUMN });
  useEffect(() => {
    if (leads.data) remember(leads.data.data);
  }, [leads.data, remember]);
  const writes = useLeadWrites();
  const [over, setOver] = useState(false);
  const titleId = `board-${status}`;
  const total = leads.data?.total;
  const accept = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
    e.preventDefault();
    setOver(true);
  };
  return (
    <section
      className={over ? styles.columnOver : styles.column}
      aria-labelledby={titleId}
      onDragOver={accept}
      onDragEnter={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const id = e.dataTransfer.getData(DRAG_TYPE);
        if (id) onDropLead(id, status);
      }}
    >
      <h3 id={titleId} className={styles.columnTitle}>
        {LEAD_STATUS_LABELS[status]}
        {total !== undefined && <span className={styles.count}> ({total})</span>}
      </h3>
      <ul className={styles.cards} aria-labelledby={titleId}>
        {(leads.data?.data ?? []).map((lead) => (
          <Card key={lead._id} lead={lead} onMove={(to) => void writes.setStatus(lead, to)} />
        ))}
      </ul>
      {total !== undefined && total > CARDS_PER_COLUMN && (
        <p className={styles.more}>
          The newest {CARDS_PER_COLUMN} of {total}: the table lists them all.
        </p>
      )}
    </section>
  );
}

export function LeadsBoard() {
  const writes = useLeadWrites();
  // The leads on the board by id, as their columns last read them; bounded by the columns' pages.
  const known = useRef(new Map<string, Lead>());
  const remember = useRef((leads: Lead[]) => {
    for (const lead of leads) known.current.set(lead._id, lead);
    if (known.current.size > LEAD_STATUSES.length * CARDS_PER_COLUMN * 4) known.current.clear();
  }).current;
  return (
    <div className={styles.board}>
      <p className={forms.hint}>
        Drag a lead to another column, or choose where it goes with its &ldquo;Move to&rdquo; list.
      </p>
      {/* Focusable: a phone scrolls the columns sideways, and so must a keyboard. */}
      <div className={styles.columns} role="group" aria-label="Pipeline stages" tabIndex={0}>
        {LEAD_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            remember={remember}
            onDropLead={(id, to) => {
              const lead = known.current.get(id);
              if (lead && lead.status !== to) void writes.setStatus(lead, to);
            }}
          />
        ))}
      </div>
    </div>
  );
}
