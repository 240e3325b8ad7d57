/**
 * Seats of the back office: who signs in and what each may do. An owner or admin may do everything; an
 * agent's seat is tied to their agent profile and changes only their own listings and leads.
 */

export const SEAT_ROLES = ['owner', 'admin', 'agent'] as const;
export type SeatRole = (typeof SEAT_ROLES)[number];
/** The roles an invitation or a change may give: there is one owner, the first admin. */
export const GRANTABLE_ROLES = ['admin', 'agent'] as const satisfies readonly SeatRole[];
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const SEAT_ROLE_LABELS: Record<SeatRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  agent: 'Agent',
};

/** Whether a role manages the whole agency (every record, seats, reports). */
export const isManagerRole = (role: SeatRole): boolean => role === 'owner' || role === 'admin';

/** How long an invitation's set-password link works. */
export const INVITE_TTL_HOURS = 72;
/** Seats the users list answers at most (a bound on the answer). */
export const SEATS_MAX = 500;

/** A seat as the users page shows it. */
export interface Seat {
  _id: string;
  username: string;
  email: string;
  role: SeatRole;
  /** The agent profile's slug, for an agent's seat. */
  agent?: string;
  /** False once deactivated: it cannot sign in, and its history stays. */
  active: boolean;
  /** Invited, and the set-password link not used yet. */
  invited: boolean;
  createdAt: string;
}

export type SeatsResponse = { data: Seat[] };
export type SeatResponse = { data: Seat };

export interface InviteSeatBody {
  username: string;
  email: string;
  role: GrantableRole;
  agent?: string;
}

export interface SeatUpdateBody {
  role?: GrantableRole;
  agent?: string;
  active?: boolean;
}

/** Where a general enquiry (about no listing with an agent) goes: the shared queue or the next agent. */
export const LEAD_ROUTING_MODES = ['queue', 'round-robin'] as const;
export type LeadRoutingMode = (typeof LEAD_ROUTING_MODES)[number];
export const LEAD_ROUTING_LABELS: Record<LeadRoutingMode, string> = {
  queue: 'Unassigned queue',
  'round-robin': 'Round-robin among active agents',
};
export type LeadRoutingResponse = { data: { mode: LeadRoutingMode } };
