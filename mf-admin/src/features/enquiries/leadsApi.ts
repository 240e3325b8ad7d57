/**
 * The leads inbox's reads and writes. Writes are the panel's mutations (one at a time,
 * failure texts, expired session): each marks every leads read and audit trail stale.
 */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import {
  LEAD_STATUS_LABELS,
  type Lead,
  type LeadsFilter,
  type LeadsPage,
  type LeadStatus,
  type LeadUpdateBody,
} from '@manzil/contract';
import { prefixedWithReason } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { useAdminMutation } from '../../shared/writes/useAdminMutation';

export interface LeadsRequest extends LeadsFilter {
  page: number;
  limit: number;
}

/** The filter as query values (blank ones left out). */
function leadsQueryOf(filter: LeadsFilter & { page?: number; limit?: number }): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

export const fetchLeads = (page: LeadsRequest, signal?: AbortSignal): Promise<LeadsPage> =>
  request('GET /admin/leads', { query: leadsQueryOf(page), signal });

export async function fetchNewLeadsCount(signal?: AbortSignal): Promise<number> {
  return (await request('GET /admin/leads/new-count', { signal })).data.count;
}

/** The CSV of the leads the filter finds (text, UTF-8 with a BOM). */
export const exportLeadsCsv = (filter: LeadsFilter): Promise<string> =>
  request('GET /admin/leads/export', { query: leadsQueryOf(filter) });

export async function updateLead(id: string, body: LeadUpdateBody): Promise<Lead> {
  return (await request('POST /admin/leads/:id', { params: { id }, body })).data;
}

export async function addLeadNote(id: string, text: string): Promise<Lead> {
  return (await request('POST /admin/leads/:id/notes', { params: { id }, body: { text } })).data;
}

/** One page of leads (under `leads`, which a lead write or a visitor's enquiry invalidates); the
 * previous page stays on screen while the next loads. */
export const leadsQuery = (page: LeadsRequest) =>
  queryOptions({
    queryKey: [...queryKeys.leads(), 'page', page] as const,
    queryFn: ({ signal }) => fetchLeads(page, signal),
    placeholderData: (previous) => previous,
    meta: { label: 'loading the leads' },
  });

export const newLeadsCountQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.leads(), 'new-count'] as const,
    queryFn: ({ signal }) => fetchNewLeadsCount(signal),
    // Leads arrive from the site while the panel is open.
    refetchInterval: 60_000,
    meta: { label: 'counting the new leads' },
  });

export const useLeads = (page: LeadsRequest) => useQuery(leadsQuery(page));
export const useNewLeadsCount = () => useQuery(newLeadsCountQuery());

const LABELS = { text: 'Note', status: 'Status', assignee: 'Assignee' };

export function useLeadWrites() {
  const status = useAdminMutation({
    mutationFn: ({ lead, status }: { lead: Lead; status: LeadStatus }) => updateLead(lead._id, { status }),
    invalidates: 'lead',
    onSuccess: (_saved, { lead, status }) =>
      toast.success(`${lead.name}: moved to ${LEAD_STATUS_LABELS[status]}`),
    failed: (err, { lead }) =>
      prefixedWithReason(`Could not change the status of ${lead.name}'s lead`, err, LABELS),
  });
  const assignee = useAdminMutation({
    mutationFn: ({ lead, assignee }: { lead: Lead; assignee: string; agentName: string | null }) =>
      updateLead(lead._id, { assignee }),
    invalidates: 'lead',
    onSuccess: (_saved, { lead, agentName }) =>
      toast.success(agentName ? `${lead.name}: assigned to ${agentName}` : `${lead.name}: unassigned`),
    failed: (err, { lead }) => prefixedWithReason(`Could not assign ${lead.name}'s lead`, err, LABELS),
  });
  const note = useAdminMutation({
    mutationFn: ({ lead, text }: { lead: Lead; text: string }) => addLeadNote(lead._id, text),
    invalidates: 'lead',
    onSuccess: (_saved, { lead }) => toast.success(`Note added to ${lead.name}'s lead`),
    failed: (err, { lead }) =>
      prefixedWithReason(`Could not add the note to ${lead.name}'s lead`, err, LABELS),
  });
  return {
    setStatus: (lead: Lead, to: LeadStatus) => status.run({ lead, status: to }),
    setAssignee: (lead: Lead, slug: string, agentName: string | null) =>
      assignee.run({ lead, assignee: slug, agentName }),
    addNote: (lead: Lead, text: string) => note.run({ lead, text }),
  };
}

/** Saves the CSV of the filter as a download (a Blob URL, released once clicked). */
export async function downloadLeadsCsv(filter: LeadsFilter): Promise<void> {
  const csv = await exportLeadsCsv(filter);
  // The BOM tells spreadsheets the file is UTF-8 (a text decoder may have taken the server's off).
  const text = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
