/** The users page's calls: the seats, an invitation, a seat's change, and the lead routing setting. */
import { queryKeys, queryOptions, request, useQuery } from '@manzil/api-client';
import type { InviteSeatBody, LeadRoutingMode, Seat, SeatUpdateBody } from '@manzil/contract';
import { useAdminMutation, type WriteUi } from '../../shared/writes/useAdminMutation';

export const seatsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.seats(), 'list'] as const,
    queryFn: async ({ signal }) => (await request('GET /admin/users', { signal })).data,
    meta: { label: 'loading the users' },
  });

export const leadRoutingQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.seats(), 'lead-routing'] as const,
    queryFn: async ({ signal }) => (await request('GET /admin/lead-routing', { signal })).data.mode,
    meta: { label: 'loading the lead routing' },
  });

export const useSeats = () => useQuery(seatsQuery());
export const useLeadRouting = () => useQuery(leadRoutingQuery());

export async function inviteSeat(body: InviteSeatBody): Promise<Seat> {
  return (await request('POST /admin/users', { body })).data;
}

export async function updateSeat(id: string, body: SeatUpdateBody): Promise<Seat> {
  return (await request('POST /admin/users/:id', { params: { id }, body })).data;
}

export async function setLeadRouting(mode: LeadRoutingMode): Promise<LeadRoutingMode> {
  return (await request('POST /admin/lead-routing', { body: { mode } })).data.mode;
}

export const useInviteSeat = (ui: WriteUi<InviteSeatBody, Seat>) =>
  useAdminMutation({ mutationFn: inviteSeat, invalidates: 'seat', ...ui });

export const useUpdateSeat = (ui: WriteUi<{ seat: Seat; change: SeatUpdateBody }, Seat>) =>
  useAdminMutation({
    mutationFn: ({ seat, change }) => updateSeat(seat._id, change),
    invalidates: 'seat',
    ...ui,
  });

export const useSetLeadRouting = (ui: WriteUi<LeadRoutingMode, LeadRoutingMode>) =>
  useAdminMutation({ mutationFn: setLeadRouting, invalidates: 'seat', ...ui });
