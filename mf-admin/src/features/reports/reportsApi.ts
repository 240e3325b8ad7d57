/** The reports' reads: every figure of a period, and the same tables as a CSV file. */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type { ReportsData, ReportsQuery } from '@manzil/contract';

const queryOf = (q: ReportsQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<
    string,
    string
  >;

/** Under `leads`, which a lead write or a visitor's enquiry makes stale. */
export const reportsQuery = (q: ReportsQuery) =>
  queryOptions({
    queryKey: [...queryKeys.leads(), 'reports', q] as const,
    queryFn: async ({ signal }): Promise<ReportsData> =>
      (await request('GET /admin/reports', { query: queryOf(q), signal })).data,
    placeholderData: (previous) => previous,
    meta: { label: 'loading the reports' },
  });

export const useReports = (q: ReportsQuery) => useQuery(reportsQuery(q));

/** Downloads the period's tables as one CSV file. */
export async function downloadReportsCsv(q: ReportsQuery, data: ReportsData): Promise<void> {
  const csv: string = await request('GET /admin/reports/export.csv', { query: queryOf(q) });
  const text = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `reports-${data.from}-to-${data.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
