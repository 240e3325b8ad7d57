/**
 * The signed-in seat, as the guard read it, for the controls that depend on it: an agent's seat edits
 * only its own listings (the server answers 403 otherwise), so their controls say so instead.
 */
import { createContext, useContext } from 'react';
import type { DashboardResponse, Property } from '@manzil/contract';

export type Seat = DashboardResponse['admin'];

export const SeatContext = createContext<Seat | null>(null);

export const useSeat = (): Seat | null => useContext(SeatContext);

/** Why the seat cannot change this listing, or null when it can. */
export function listingLockedReason(seat: Seat | null, listing: Pick<Property, 'agent'>): string | null {
  if (seat?.role !== 'agent' || listing.agent === seat.agent) return null;
  return "Another agent's listing: only they, the owner or an admin can change it.";
}
