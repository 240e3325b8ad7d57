/**
 * Seats, mounted at `/admin`, for the owner and admins only: `GET users`, `POST users` (an invitation
 * mailed with a set-password link), `POST users/:id` (role, agent profile, deactivate or reactivate;
 * never deleted, so every audit entry and note keeps its author). The owner's seat is changed by no one,
 * and no one deactivates their own. The lead routing of general enquiries is the owner's choice.
 */
import { Hono } from 'hono';
import { MongoServerError, type ObjectId } from 'mongodb';
import {
  INVITE_TTL_HOURS,
  SEAT_ROLE_LABELS,
  type LeadRoutingResponse,
  type SeatResponse,
  type SeatsResponse,
} from '@manzil/contract';
import {
  inviteSeatBodySchema,
  leadRoutingBodySchema,
  seatIdParamSchema,
  seatUpdateBodySchema,
} from '@manzil/contract/schemas';
import type { ApiDeps } from '../deps';
import { createInvitedSeat, findAdminById, listSeats, roleOf, toSeat, updateSeat } from '../db/admins';
import { findAgentDoc } from '../db/agents';
import { recordAudit } from '../db/audit';
import { toObjectId } from '../db/ids';
import { getLeadRouting, setLeadRouting } from '../db/lead-routing';
import { createResetToken, revokeResetTokens } from '../db/password-resets';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/errors';
import { valid } from '../lib/validate';
import { requireAdmin, requireManager, requireOwner, type AdminEnv } from '../middleware/auth';

const SEAT_NOT_FOUND = 'User not found';

export function adminUserRoutes(deps: ApiDeps) {
  const { config, mailer } = deps;
  const db = deps.db.db;
  const auth = requireAdmin(db, deps.keys.session);

  async function checkAgentProfile(slug: string | undefined): Promise<void> {
    if (slug === undefined) return;
    const agent = await findAgentDoc(db, slug);
    if (!agent?.active) throw new ValidationError('agent: must be an active agent of the agency');
  }

  return new Hono<AdminEnv>()
    .get('/users', auth, requireManager, async (c) => {
      const body: SeatsResponse = { data: await listSeats(db) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post('/users', auth, requireManager, valid('json', inviteSeatBodySchema), async (c) => {
      const input = c.req.valid('json');
      await checkAgentProfile(input.role === 'agent' ? input.agent : undefined);
      const seat = await createInvitedSeat(db, input).catch((err: unknown) => {
        if (err instanceof MongoServerError && err.code === 11000)
          throw new ConflictError('username: is already taken');
        throw err;
      });
      const inviter = c.get('admin').username;
      const token = await createResetToken(db, seat._id, Date.now(), INVITE_TTL_HOURS * 3_600_000);
      await recordAudit(db, {
        target: 'user',
        targetId: seat._id,
        label: seat.username,
        action: 'create',
        actor: inviter,
        changes: [
          { field: 'role', from: '', to: SEAT_ROLE_LABELS[input.role] },
          { field: 'email', from: '', to: seat.email },
        ],
      });
      // The seat exists even if the mail fails: the owner or an admin invites again (a new link).
      await mailer
        .send({
          to: seat.email,
          subject: `You're invited to Manzil's back office`,
          text:
            `Hello ${seat.username},\n\nYou're invited to Manzil's back office: ${inviter} gave you a seat as ` +
            `${SEAT_ROLE_LABELS[input.role].toLowerCase()}.\n\n` +
            `Open this link within ${INVITE_TTL_HOURS} hours to choose the password you will sign in with. ` +
            `The link works once: once your password is set, it no longer opens.\n\n` +
            `${config.publicUrl}/reset-password/${token}?invite=1\n\n` +
            `Then sign in at ${config.publicUrl}/login with the username ${seat.username}.\n`,
        })
        .catch((err: unknown) => console.error('[api] could not mail the invitation:', err));
      const body: SeatResponse = { data: toSeat(seat) };
      return c.json(body, 201);
    })
    .post(
      '/users/:id',
      auth,
      requireManager,
      valid('param', seatIdParamSchema),
      valid('json', seatUpdateBodySchema),
      async (c) => {
        const change = c.req.valid('json');
        const id = toObjectId(c.req.valid('param').id) as ObjectId;
        const before = await findAdminById(db, id);
        if (!before) throw new NotFoundError(SEAT_NOT_FOUND);
        if (roleOf(before) === 'owner') throw new ForbiddenError("The owner's seat cannot be changed");
        if (before._id.equals(c.get('admin')._id) && (change.active === false || change.role))
          throw new ForbiddenError('You cannot deactivate or demote your own seat');
        const role = change.role ?? roleOf(before);
        if (role === 'agent' && !change.agent && !before.agent)
          throw new ValidationError('agent: is required for an agent');
        await checkAgentProfile(role === 'agent' ? change.agent : undefined);
        const after = await updateSeat(db, id, role === 'agent' ? change : { ...change, agent: undefined });
        if (!after) throw new NotFoundError(SEAT_NOT_FOUND);
        // A deactivated seat's unused links die with its sessions.
        if (change.active === false) await revokeResetTokens(db, id);
        const from = toSeat(before);
        const to = toSeat(after);
        await recordAudit(db, {
          target: 'user',
          targetId: id,
          label: after.username,
          action: 'update',
          actor: c.get('admin').username,
          changes: [
            ...(from.role !== to.role
              ? [{ field: 'role', from: SEAT_ROLE_LABELS[from.role], to: SEAT_ROLE_LABELS[to.role] }]
              : []),
            ...(from.agent !== to.agent
              ? [{ field: 'agent', from: from.agent ?? '', to: to.agent ?? '' }]
              : []),
            ...(from.active !== to.active
              ? [
                  {
                    field: 'active',
                    from: from.active ? 'Active' : 'Deactivated',
                    to: to.active ? 'Active' : 'Deactivated',
                  },
                ]
              : []),
          ],
        });
        const body: SeatResponse = { data: to };
        return c.json(body);
      },
    )
    .get('/lead-routing', auth, requireManager, async (c) => {
      const body: LeadRoutingResponse = { data: { mode: await getLeadRouting(db) } };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post('/lead-routing', auth, requireOwner, valid('json', leadRoutingBodySchema), async (c) => {
      const { mode } = c.req.valid('json');
      await setLeadRouting(db, mode);
      const body: LeadRoutingResponse = { data: { mode } };
      return c.json(body);
    });
}
