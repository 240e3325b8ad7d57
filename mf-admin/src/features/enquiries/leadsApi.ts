/**
 * The leads inbox's reads and writes (issue 27.6). Writes go through the panel's save flow (saving
 * flag, failure texts, expired session) and then mark every leads read and audit trail stale.
 */
import {
  addLeadNote,
  exportLeadsCsv,
  invalidateAfter,
  leadsQuery,
  updateLead,
  useQuery,
  useQueryClient,
  type LeadsRequest,
} from '@manzil/api-client';
import { LEAD_STATUS_LABELS, type Lead, type LeadStatus } from '@manzil/contract';
import { prefixedWithReason } from '../../shared/api/errors';
import { toast } from '../../shared/feedback/toastStore';
import { useSave } from '../../shared/saving/useSave';

export { exportLeadsCsv, useAgents, useNewLeadsCount } from '@manzil/api-client';

/** One page of leads; the previous page stays on screen while the next loads. */
export const useLeads = (request: LeadsRequest) =>
  useQuery({ ...leadsQuery(request), placeholderData: (previous) => previous });

const LABELS = { text: 'Note', status: 'Status', assignee: 'Assignee' };

export function useLeadWrites() {
  const save = useSave();
  const client = useQueryClient();
  const refresh = () => invalidateAfter(client, 'lead');
  return {
    setStatus: (lead: Lead, status: LeadStatus) =>
      save(
        () => updateLead(lead._id, { status }),
        async () => {
          await refresh();
          toast.success(`${lead.name}: moved to ${LEAD_STATUS_LABELS[status]}`);
        },
        (err) => prefixedWithReason(`Could not change the status of ${lead.name}'s lead`, err, LABELS),
      ),
    setAssignee: (lead: Lead, assignee: string, agentName: string | null) =>
      save(
        () => updateLead(lead._id, { assignee }),
        async () => {
          await refresh();
          toast.success(agentName ? `${lead.name}: assigned to ${agentName}` : `${lead.name}: unassigned`);
        },
        (err) => prefixedWithReason(`Could not assign ${lead.name}'s lead`, err, LABELS),
      ),
    addNote: (lead: Lead, text: string) =>
      save(
        () => addLeadNote(lead._id, text),
        async () => {
          await refresh();
          toast.success(`Note added to ${lead.name}'s lead`);
        },
        (err) => prefixedWithReason(`Could not add the note to ${lead.name}'s lead`, err, LABELS),
      ),
  };
}

/** Saves the CSV of the filter as a download (a Blob URL, released once clicked). */
export async function downloadLeadsCsv(filter: Parameters<typeof exportLeadsCsv>[0]): Promise<void> {
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
