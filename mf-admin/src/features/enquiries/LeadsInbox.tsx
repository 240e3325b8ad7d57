/**
 * The leads inbox: every enquiry the site collected as a table of leads, newest activity
 * first, with search, status, type and date filters, paging, and a CSV export of the filter. Each row
 * changes the lead's status and assignee, replies by WhatsApp or e-mail, and opens the lead's detail
 * (messages, notes, change history).
 */
import { useEffect, useState } from 'react';
import { useAgents } from '@manzil/api-client';
import { Pager } from '@manzil/ui';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type Lead,
  type LeadsFilter,
} from '@manzil/contract';
import { isSessionExpired } from '../../shared/api/client';
import { toast } from '../../shared/feedback/toastStore';
import { FilterInput, FilterSelect } from '../../shared/ui/FilterFields';
import { Section } from '../../shared/ui/Section';
import { Skeleton } from '../../shared/ui/Skeleton';
import { TableHeading } from '../../shared/ui/TableHeading';
import forms from '../../shared/ui/forms.module.css';
import { LeadRow, type AgentChoice } from './LeadRow';
import { downloadLeadsCsv, useLeads } from './leadsApi';
import styles from './Leads.module.css';

/** Leads a page shows. */
export const LEADS_PER_PAGE = 25;
/** The search waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 300;
const LEAD_COLUMNS = ['Received', 'Name', 'About', 'Status', 'Assignee', 'Reply'];

/** One page of leads, a row each; dimmed while the next page loads. */
function LeadsTable({ leads, agents, busy }: { leads: Lead[]; agents: AgentChoice[]; busy: boolean }) {
  return (
    <div className={styles.tableWrap} aria-busy={busy}>
      <table className={styles.table}>
        <TableHeading caption="Leads, newest activity first" columns={LEAD_COLUMNS} />
        {leads.map((lead) => (
          <LeadRow key={lead._id} lead={lead} agents={agents} />
        ))}
      </table>
    </div>
  );
}

export function LeadsInbox() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<LeadsFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);

  // A new search asks the server once typing pauses, from the first page.
  useEffect(() => {
    const q = search.trim();
    if (q === (filter.q ?? '')) return;
    const timer = setTimeout(() => {
      setFilter((f) => ({ ...f, q: q || undefined }));
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filter.q]);

  const query = useLeads({ ...filter, page, limit: LEADS_PER_PAGE });
  const agents = useAgents();
  const agentChoices = (agents.data ?? []).map((a) => ({ slug: a.slug, name: a.name }));

  const change = <K extends keyof LeadsFilter>(key: K, value: LeadsFilter[K] | '') => {
    setFilter((f) => ({ ...f, [key]: value === '' ? undefined : value }));
    setPage(1);
  };

  // The filters a choice or a day sets: applied at once (the search box waits for a pause).
  const select = (
    key: 'status' | 'kind',
    label: string,
    anyLabel: string,
    options: [value: string, label: string][],
  ) => (
    <FilterSelect
      id={`leads-${key}`}
      label={label}
      anyLabel={anyLabel}
      value={filter[key]}
      options={options}
      onChange={(v) => change(key, v as LeadsFilter[typeof key])}
    />
  );
  const day = (key: 'from' | 'to', label: string, bounds: { min?: string; max?: string }) => (
    <FilterInput
      id={`leads-${key}`}
      label={label}
      type="date"
      value={filter[key]}
      {...bounds}
      onChange={(v) => change(key, v)}
    />
  );

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadLeadsCsv({ ...filter, q: search.trim() || undefined });
      toast.success('The leads of this filter were exported as a CSV file');
    } catch (err) {
      if (!isSessionExpired(err)) toast.error('Export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  const loading = query.isPending || (query.isError && isSessionExpired(query.error));
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const filtered = Boolean(filter.q || filter.status || filter.kind || filter.from || filter.to);

  return (
    <Section
      id="enquiries"
      title="Enquiries"
      description="Leads from the property, area, 3D and contact pages. A second enquiry from the same person about the same listing joins its lead."
      actions={
        <>
          <button
            type="button"
            className={forms.buttonSecondary}
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Refresh
          </button>
          <button
            type="button"
            className={forms.buttonSecondary}
            onClick={() => void exportCsv()}
            disabled={exporting}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
        </>
      }
    >
      <form
        className={styles.filters}
        role="search"
        aria-label="Find leads"
        onSubmit={(e) => e.preventDefault()}
      >
        <FilterInput
          id="leads-search"
          label="Search"
          fieldClassName={styles.searchField}
          type="search"
          placeholder="Name, e-mail, phone or listing"
          value={search}
          maxLength={120}
          onChange={setSearch}
        />
        {select(
          'status',
          'Status',
          'All statuses',
          LEAD_STATUSES.map((v) => [v, LEAD_STATUS_LABELS[v]]),
        )}
        {select(
          'kind',
          'Type',
          'All types',
          ENQUIRY_KINDS.map((v) => [v, ENQUIRY_KIND_LABELS[v]]),
        )}
        {day('from', 'From', { max: filter.to })}
        {day('to', 'To', { min: filter.from })}
      </form>

      {loading && <Skeleton label="Loading enquiries..." variant="table" count={5} />}
      {!loading && query.isError && !data && (
        <p className={forms.fieldError} role="alert">
          Failed to load enquiries
        </p>
      )}
      {data && (
        <>
          <p className={styles.summary} role="status" aria-live="polite">
            {data.total === 0
              ? filtered
                ? 'No leads match this filter.'
                : 'No enquiries yet.'
              : `${data.total} ${data.total === 1 ? 'lead' : 'leads'}${filtered ? ' match this filter' : ''}`}
          </p>
          {data.data.length > 0 && (
            <LeadsTable leads={data.data} agents={agentChoices} busy={query.isFetching} />
          )}
          <Pager
            page={data.page}
            pageCount={pageCount}
            onChange={setPage}
            label="Leads pages"
            display="count"
          />
        </>
      )}
    </Section>
  );
}
