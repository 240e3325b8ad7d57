/** What each kind of write makes stale: admin writes invalidate instead of patching lists by hand. */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';

export const WRITE_INVALIDATES = {
  /** Area added, edited or deleted (a delete takes the area's properties with it). */
  area: [queryKeys.areas(), queryKeys.properties()],
  /** Area detail data saved. */
  areaDetails: [queryKeys.areas()],
  /** A listing added, edited or deleted: its agent's listings count changes with it. */
  property: [queryKeys.properties(), queryKeys.agents(), queryKeys.audits()],
  /** A lead's status, assignee or notes changed. */
  lead: [queryKeys.leads(), queryKeys.enquiries(), queryKeys.audits()],
  emirate: [queryKeys.emirates()],
  /** Agent added, edited or retired (a retire moves their listings to another agent). */
  agent: [queryKeys.agents(), queryKeys.properties(), queryKeys.audits()],
  /** A seat invited or changed, or the lead routing chosen. */
  seat: [queryKeys.seats(), queryKeys.audits()],
  /** A currency rate set: pages show prices at it. */
  rate: [queryKeys.currencyRates(), queryKeys.audits()],
  /** A visitor's enquiry: a new lead in the staff's inbox. */
  enquiry: [queryKeys.enquiries(), queryKeys.leads()],
} satisfies Record<string, QueryKey[]>;

export type WriteKind = keyof typeof WRITE_INVALIDATES;

/** Marks what the write changed as stale; active queries refetch, and the promise waits for them. */
export async function invalidateAfter(client: QueryClient, kind: WriteKind): Promise<void> {
  await Promise.all(WRITE_INVALIDATES[kind].map((queryKey) => client.invalidateQueries({ queryKey })));
}
