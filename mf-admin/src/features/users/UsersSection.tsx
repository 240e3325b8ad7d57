/**
 * The users page: every seat with its role and state, an invitation form (the set-password link goes
 * by e-mail), deactivate and reactivate (never delete: the history keeps their name), and the owner's
 * choice of where general enquiries go.
 */
import { useState, type FormEvent } from 'react';
import { useAgents } from '@manzil/api-client';
import { dataTableClass } from '@manzil/ui';
import {
  GRANTABLE_ROLES,
  INVITE_TTL_HOURS,
  LEAD_ROUTING_LABELS,
  LEAD_ROUTING_MODES,
  SEAT_ROLE_LABELS,
  type DashboardResponse,
  type GrantableRole,
  type LeadRoutingMode,
  type Seat,
} from '@manzil/contract';
import { toast } from '../../shared/feedback/toastStore';
import { InputField, SelectField } from '../../shared/ui/Field';
import { LoadError } from '../../shared/ui/LoadError';
import { Section } from '../../shared/ui/Section';
import { Skeleton } from '../../shared/ui/Skeleton';
import forms from '../../shared/ui/forms.module.css';
import { useWriting } from '../../shared/writes/useAdminMutation';
import styles from './Users.module.css';
import { useInviteSeat, useLeadRouting, useSeats, useSetLeadRouting, useUpdateSeat } from './usersApi';

const EMPTY = { username: '', email: '', role: 'agent' as GrantableRole, agent: '' };

function InviteForm() {
  const agents = useAgents();
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState('');
  const writing = useWriting();
  const invite = useInviteSeat({
    failed: 'Could not send the invitation',
    report: (text) => setError(text),
    onSuccess: (seat) => {
      setDraft(EMPTY);
      setError('');
      toast.success(`Invitation sent to ${seat.email}`);
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.username.trim() || !draft.email.trim())
      return setError('Enter a username and an e-mail address');
    if (draft.role === 'agent' && !draft.agent)
      return setError("Choose the agent profile of this agent's seat");
    void invite.run({
      username: draft.username.trim(),
      email: draft.email.trim(),
      role: draft.role,
      ...(draft.role === 'agent' && { agent: draft.agent }),
    });
  }
  const set = (field: keyof typeof EMPTY) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  return (
    <form className={styles.invite} onSubmit={submit} aria-labelledby="invite-title" noValidate>
      <h3 id="invite-title" className={styles.subTitle}>
        Invite someone
      </h3>
      <p className={forms.hint}>
        They get an e-mail with a link to choose their password; it works once, for {INVITE_TTL_HOURS} hours.
      </p>
      <div className={styles.inviteFields}>
        <InputField
          id="invite-username"
          label="Username"
          value={draft.username}
          onValueChange={set('username')}
          autoComplete="off"
        />
        <InputField
          id="invite-email"
          label="E-mail"
          type="email"
          value={draft.email}
          onValueChange={set('email')}
          autoComplete="off"
        />
        <SelectField
          id="invite-role"
          label="Role"
          value={draft.role}
          onValueChange={set('role')}
          options={GRANTABLE_ROLES.map((role) => ({ value: role, label: SEAT_ROLE_LABELS[role] }))}
        />
        {draft.role === 'agent' && (
          <SelectField
            id="invite-agent"
            label="Agent profile"
            hint="An agent's seat works with this agent's listings and leads only."
            value={draft.agent}
            onValueChange={set('agent')}
            placeholder="Choose an agent"
            options={(agents.data ?? []).map((a) => ({ value: a.slug, label: a.name }))}
          />
        )}
      </div>
      {error && (
        <p className={forms.formError} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={forms.button} disabled={writing}>
        Send invitation
      </button>
    </form>
  );
}

function SeatRow({ seat, self, agentName }: { seat: Seat; self: boolean; agentName?: string }) {
  const writing = useWriting();
  const update = useUpdateSeat({
    failed: 'Could not change the seat',
    onSuccess: (after) =>
      toast.success(
        `${after.username} is ${after.active ? 'active' : 'deactivated'} (${SEAT_ROLE_LABELS[after.role]})`,
      ),
  });
  const state = !seat.active ? 'Deactivated' : seat.invited ? 'Invited, password not set yet' : 'Active';
  const fixed = seat.role === 'owner' || self;
  return (
    <tr>
      <th scope="row">{seat.username}</th>
      <td>{seat.email}</td>
      <td>
        {SEAT_ROLE_LABELS[seat.role]}
        {agentName && <span className={styles.muted}> · {agentName}</span>}
      </td>
      <td>{state}</td>
      <td>
        {fixed ? (
          <span className={styles.muted}>{seat.role === 'owner' ? 'The owner' : 'You'}</span>
        ) : (
          <button
            type="button"
            className={seat.active ? forms.buttonDanger : forms.buttonSecondary}
            disabled={writing}
            onClick={() => void update.run({ seat, change: { active: !seat.active } })}
          >
            {seat.active ? `Deactivate ${seat.username}` : `Reactivate ${seat.username}`}
          </button>
        )}
      </td>
    </tr>
  );
}

function LeadRouting({ owner }: { owner: boolean }) {
  const routing = useLeadRouting();
  const writing = useWriting();
  const save = useSetLeadRouting({
    failed: 'Could not change the lead routing',
    onSuccess: (mode) => toast.success(`General enquiries: ${LEAD_ROUTING_LABELS[mode].toLowerCase()}`),
  });
  if (!routing.data) return null;
  return (
    <fieldset className={styles.routing} disabled={!owner || writing}>
      <legend className={styles.subTitle}>General enquiries</legend>
      <p className={forms.hint}>
        An enquiry about a listing always goes to its agent. Where the others go is the owner&apos;s choice.
      </p>
      {LEAD_ROUTING_MODES.map((mode: LeadRoutingMode) => (
        <label key={mode} className={styles.radio}>
          <input
            type="radio"
            name="lead-routing"
            value={mode}
            checked={routing.data === mode}
            onChange={() => void save.run(mode)}
          />
          {LEAD_ROUTING_LABELS[mode]}
        </label>
      ))}
    </fieldset>
  );
}

export function UsersSection({ admin }: { admin: DashboardResponse['admin'] }) {
  const seats = useSeats();
  const agents = useAgents();
  const names = new Map((agents.data ?? []).map((a) => [a.slug, a.name]));
  return (
    <>
      <Section id="users" title="Seats" description="Who signs in to the back office, and what each may do.">
        {seats.isError ? (
          <LoadError message="The users could not be loaded." onRetry={() => void seats.refetch()} />
        ) : !seats.data ? (
          <Skeleton label="Loading the users..." variant="table" count={4} />
        ) : (
          <div className={styles.tableWrap} role="region" aria-label="Seats table" tabIndex={0}>
            <table className={`${dataTableClass} ${styles.table}`}>
              <thead>
                <tr>
                  <th scope="col">Username</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">State</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {seats.data.map((seat) => (
                  <SeatRow
                    key={seat._id}
                    seat={seat}
                    self={seat.username === admin.username}
                    agentName={seat.agent ? (names.get(seat.agent) ?? seat.agent) : undefined}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section id="invite" title="Invitations and routing">
        <InviteForm />
        <LeadRouting owner={admin.role === 'owner'} />
      </Section>
    </>
  );
}
