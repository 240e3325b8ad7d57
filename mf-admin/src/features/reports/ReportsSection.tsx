/**
 * The reports: a period (the last 30 days by default) and its figures, each table with a bar chart of
 * the same numbers (the table is what a screen reader reads; the bars are decoration), and the period's
 * tables as a CSV file.
 */
import { useState, type FormEvent } from 'react';
import type { ReportRow, ReportsQuery } from '@manzil/contract';
import { dataTableClass } from '@manzil/ui';
import { toast } from '../../shared/feedback/toastStore';
import { InputField } from '../../shared/ui/Field';
import { LoadError } from '../../shared/ui/LoadError';
import { Section } from '../../shared/ui/Section';
import { Skeleton } from '../../shared/ui/Skeleton';
import figureStyles from '../../shared/ui/figures.module.css';
import forms from '../../shared/ui/forms.module.css';
import { downloadReportsCsv, useReports } from './reportsApi';
import styles from './Reports.module.css';

const number = new Intl.NumberFormat('en-US');

interface ReportTableProps {
  id: string;
  title: string;
  /** What a row is ('Week', 'Agent'). */
  column: string;
  rows: ReportRow[];
  unit?: string;
}

function ReportTable({ id, title, column, rows, unit = 'Enquiries' }: ReportTableProps) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <figure className={styles.card} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className={styles.muted}>Nothing in this period.</p>
      ) : (
        <table className={`${dataTableClass} ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col" className={styles.num}>
                {unit}
              </th>
              <th scope="col" className={styles.barCell}>
                <span className={styles.hidden}>Chart</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key || row.label}>
                <th scope="row">{row.label}</th>
                <td className={styles.num}>{number.format(row.count)}</td>
                <td className={styles.barCell} aria-hidden="true">
                  <span className={styles.bar} style={{ width: `${(row.count / max) * 100}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={figureStyles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The period's two dates, each a field of the draft. */
const PERIOD_ENDS = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

export function ReportsSection() {
  const [period, setPeriod] = useState<ReportsQuery>({});
  const [draft, setDraft] = useState({ from: '', to: '' });
  const reports = useReports(period);
  const data = reports.data;

  function apply(e: FormEvent) {
    e.preventDefault();
    setPeriod({ ...(draft.from && { from: draft.from }), ...(draft.to && { to: draft.to }) });
  }

  return (
    <Section
      id="reports"
      title={data ? `From ${data.from} to ${data.to}` : 'Reports'}
      description="Days are Dubai days. Without dates: the last 30 days."
      actions={
        data && (
          <button
            type="button"
            className={forms.buttonSecondary}
            onClick={() =>
              void downloadReportsCsv(period, data).catch(() =>
                toast.error('The CSV could not be downloaded'),
              )
            }
          >
            Download CSV
          </button>
        )
      }
    >
      <form className={styles.period} onSubmit={apply} aria-label="Period">
        {PERIOD_ENDS.map(([end, label]) => (
          <InputField
            key={end}
            id={`reports-${end}`}
            label={label}
            type="date"
            value={draft[end]}
            onValueChange={(value) => setDraft((d) => ({ ...d, [end]: value }))}
          />
        ))}
        <button type="submit" className={forms.button}>
          Show
        </button>
      </form>
      {reports.isError ? (
        <LoadError message="The reports could not be loaded." onRetry={() => void reports.refetch()} />
      ) : !data ? (
        <Skeleton label="Loading the reports..." variant="text" count={6} />
      ) : (
        <>
          <dl className={`${figureStyles.figures} ${styles.figures}`}>
            <Figure label="Enquiries" value={number.format(data.enquiries.total)} />
            <Figure
              label="Average time to first response"
              value={
                data.firstResponse.averageHours === null
                  ? 'No answer yet'
                  : `${data.firstResponse.averageHours} hours`
              }
            />
            <Figure
              label="Answered within 24 hours"
              value={`${number.format(data.firstResponse.withinDay)} of ${number.format(data.firstResponse.answered)}`}
            />
            <Figure label="Still waiting for an answer" value={number.format(data.firstResponse.waiting)} />
            <Figure
              label="Average days on market"
              value={
                data.listings.averageDaysOnMarket === null
                  ? 'No listing available'
                  : `${data.listings.averageDaysOnMarket} days`
              }
            />
            <Figure label="Property page views" value={number.format(data.views.total)} />
          </dl>
          <div className={styles.grid}>
            <ReportTable id="by-week" title="Enquiries by week" column="Week" rows={data.enquiries.byWeek} />
            <ReportTable
              id="funnel"
              title="Pipeline by stage reached"
              column="Stage"
              rows={data.funnel}
              unit="Leads"
            />
            <ReportTable
              id="by-source"
              title="Enquiries by source page"
              column="Page"
              rows={data.enquiries.bySource}
            />
            <ReportTable
              id="by-agent"
              title="Enquiries by agent"
              column="Agent"
              rows={data.enquiries.byAgent}
            />
            <ReportTable
              id="by-listing"
              title="Enquiries by listing"
              column="Listing"
              rows={data.enquiries.byListing}
            />
            <ReportTable
              id="views"
              title="Page views by listing"
              column="Listing"
              rows={data.views.byListing}
              unit="Views"
            />
            <ReportTable
              id="by-status"
              title="Listings by status"
              column="Status"
              rows={data.listings.byStatus}
              unit="Listings"
            />
            <ReportTable
              id="days-on-market"
              title="Available listings by days on market"
              column="On the market"
              rows={data.listings.daysOnMarket}
              unit="Listings"
            />
          </div>
        </>
      )}
    </Section>
  );
}
