/** The audit log's reads: a page of the log across records, and the people it can be filtered by. */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type { AuditLogFilter, AuditLogPage } from '@manzil/contract';

export interface AuditLogRequest extends AuditLogFilter {
  page: number;
}

function queryOf(filter: AuditLogRequest): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query[key] = String(value);
  return query;
}

/** Under `audits`, which every admin write invalidates; the previous page stays while the next loads. */
export const auditLogQuery = (request_: AuditLogRequest) =>
  queryOptions({
    queryKey: [...queryKeys.audits(), 'log', request_] as const,
    queryFn: ({ signal }): Promise<AuditLogPage> =>
      request('GET /admin/audit/log', { query: queryOf(request_), signal }),
    placeholderData: (previous) => previous,
    meta: { label: 'loading the audit log' },
  });

/** The usernames of every seat (a deactivated one's changes stay in the log). */
export const peopleQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.seats(), 'people'] as const,
    queryFn: async ({ signal }) =>
      (await request('GET /admin/users', { signal })).data.map((s) => s.username),
    meta: { label: 'loading the people' },
  });

export const useAuditLog = (request_: AuditLogRequest) => useQuery(auditLogQuery(request_));
export const usePeople = () => useQuery(peopleQuery());
