/** The change history of a record (a listing, a lead, an agent): any admin write may add to one. */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type { AuditEntry, AuditTarget } from '@manzil/contract';

export async function fetchAudit(
  target: AuditTarget,
  id: string,
  signal?: AbortSignal,
): Promise<AuditEntry[]> {
  return (await request('GET /admin/audit', { query: { target, id }, signal })).data;
}

/** Under `audits`, which every admin write invalidates (WRITE_INVALIDATES). */
export const auditQuery = (target: AuditTarget, id: string) =>
  queryOptions({
    queryKey: [...queryKeys.audits(), target, id] as const,
    queryFn: ({ signal }) => fetchAudit(target, id, signal),
    meta: { label: 'loading the change history' },
  });

export const useAudit = (target: AuditTarget, id: string) => useQuery(auditQuery(target, id));
