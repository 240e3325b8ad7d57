/**
 * A listing's, a lead's or an agent's change history: who changed which fields, when, old → new, as
 * the server recorded it. Values are shown as text (React escapes them); labels name the fields the
 * way the editor does.
 */
import { useState } from 'react';
import { useAudit } from './auditApi';
import { columnsClass, VisuallyHidden } from '@manzil/ui';
import type { AuditEntry, AuditTarget } from '@manzil/contract';
import { Skeleton } from '../ui/Skeleton';
import styles from './AuditTrail.module.css';

interface AuditTrailProps {
  target: AuditTarget;
  id: string;
  /** Field name → label ('house_name' → 'Property name'). */
  labels?: Readonly<Record<string, string>>;
  /** A value as the editor shows it ('viewing' → 'Viewing'); the stored text otherwise. */
  formatValue?: (field: string, value: string) => string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

const humanise = (field: string) => {
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const ACTION_TEXT: Record<AuditEntry['action'], string> = {
  create: 'added it',
  update: 'changed',
  delete: 'deleted it',
  note: 'added a note',
  merge: 'sent another enquiry',
  retire: 'retired them',
};

/**
 * `collapsed`: a "Show change history" button first, and the trail read only once it is pressed (an
 * editor opened to change a price need not wait for it).
 */
export function AuditTrail(props: AuditTrailProps & { collapsed?: boolean }) {
  const [shown, setShown] = useState(!props.collapsed);
  if (!shown)
    return (
      <button type="button" className={styles.show} aria-expanded="false" onClick={() => setShown(true)}>
        Show change history
      </button>
    );
  return <Trail {...props} />;
}

function Trail({ target, id, labels = {}, formatValue = (_f, v) => v }: AuditTrailProps) {
  const query = useAudit(target, id);
  const label = (field: string) => labels[field] ?? humanise(field);
  const valueText = (field: string, value: string) => (value === '' ? '(none)' : formatValue(field, value));
  const headingId = `audit-${target}-${id}`;

  return (
    <section className={styles.trail} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Change history
      </h3>
      {query.isPending && <Skeleton label="Loading the change history..." variant="text" />}
      {query.isError && (
        <p className={styles.empty} role="alert">
          The change history could not be loaded.{' '}
          <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      )}
      {query.isSuccess && query.data.length === 0 && <p className={styles.empty}>No changes recorded yet.</p>}
      {query.isSuccess && query.data.length > 0 && (
        <ol className={`${columnsClass} ${styles.list}`}>
          {query.data.map((entry) => (
            <li key={entry._id} className={styles.entry}>
              <p className={styles.line}>
                <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>{' '}
                <strong>{entry.actor === 'website' ? 'The visitor' : entry.actor}</strong>{' '}
                {ACTION_TEXT[entry.action]}
              </p>
              {entry.action === 'note'
                ? entry.changes.map((c) => (
                    <p key={c.field} className={styles.note}>
                      {c.to}
                    </p>
                  ))
                : entry.changes.length > 0 && (
                    <ul className={styles.changes}>
                      {entry.changes.map((c) => (
                        <li key={c.field}>
                          <span className={styles.field}>{label(c.field)}</span>:{' '}
                          <span className={styles.from}>{valueText(c.field, c.from)}</span>
                          <span aria-hidden="true"> → </span>
                          <VisuallyHidden> to </VisuallyHidden>
                          <span className={styles.to}>{valueText(c.field, c.to)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
