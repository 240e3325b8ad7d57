/**
 * The audit log: every change to listings, leads, agents and seats in one list, newest first, filtered by
 * person, kind of record, the record's name and dates. Values are said in words by the server.
 */
import { useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGETS,
  type AuditLogEntry,
  type AuditTarget,
} from '@manzil/contract';
import { FilterInput, FilterSelect } from '../../shared/ui/FilterFields';
import { LoadError } from '../../shared/ui/LoadError';
import { Section } from '../../shared/ui/Section';
import { Skeleton } from '../../shared/ui/Skeleton';
import forms from '../../shared/ui/forms.module.css';
import { useAuditLog, usePeople, type AuditLogRequest } from './auditLogApi';
import styles from './AuditLog.module.css';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});

function Entry({ entry }: { entry: AuditLogEntry }) {
  return (
    <li className={styles.entry}>
      <p className={styles.head}>
        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> ·{' '}
        <strong>{entry.actor === 'website' ? 'The website' : entry.actor}</strong> ·{' '}
        {AUDIT_ACTION_LABELS[entry.action]} {AUDIT_TARGET_LABELS[entry.target].toLowerCase()}{' '}
        <strong>{entry.label}</strong>
      </p>
      {entry.changes.length > 0 && (
        <ul className={styles.changes}>
          {entry.changes.map((change) => (
            <li key={change.field}>
              {change.label}: {change.from} → {change.to}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function AuditLogSection() {
  const [filter, setFilter] = useState<AuditLogRequest>({ page: 1 });
  const log = useAuditLog(filter);
  const people = usePeople();
  const set = (key: keyof AuditLogRequest) => (value: string) =>
    setFilter((f) => ({ ...f, [key]: value || undefined, page: 1 }));
  return (
    <Section
      id="audit-log"
      title="Changes"
      description="Who changed which record, when, and what it was before."
    >
      <div className={styles.filters}>
        <FilterSelect
          id="audit-actor"
          label="Person"
          anyLabel="Everyone"
          value={filter.actor}
          onChange={set('actor')}
          options={[...(people.data ?? []).map((name) => [name, name] as const), ['website', 'The website']]}
        />
        <FilterSelect
          id="audit-target"
          label="Record"
          anyLabel="Every kind"
          value={filter.target}
          onChange={set('target')}
          options={AUDIT_TARGETS.map((t: AuditTarget) => [t, AUDIT_TARGET_LABELS[t]] as const)}
        />
        <FilterInput id="audit-q" label="Record's name" type="search" value={filter.q} onChange={set('q')} />
        <FilterInput id="audit-from" label="From" type="date" value={filter.from} onChange={set('from')} />
        <FilterInput id="audit-to" label="To" type="date" value={filter.to} onChange={set('to')} />
      </div>
      {log.isError ? (
        <LoadError message="The audit log could not be loaded." onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Skeleton label="Loading the audit log..." variant="list" count={5} />
      ) : log.data.data.length === 0 ? (
        <p className={styles.empty}>No changes match.</p>
      ) : (
        <ol className={styles.list} aria-label="Changes, newest first">
          {log.data.data.map((entry) => (
            <Entry key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
      <div className={styles.pager}>
        <button
          type="button"
          className={forms.buttonSecondary}
          disabled={filter.page <= 1}
          onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
        >
          Newer
        </button>
        <span>Page {filter.page}</span>
        <button
          type="button"
          className={forms.buttonSecondary}
          disabled={!log.data?.more}
          onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
        >
          Older
        </button>
      </div>
    </Section>
  );
}
