import { HOUSEHOLD_ROLE_VALUES, type Household, type HouseholdRoleValue } from '@circle/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { calendarText, ROLE_HINTS, ROLE_LABELS } from '../lib/household-text';
import { useInvitations, useInvite, useRevokeInvitation } from '../lib/use-household-actions';

const ROLE_OPTIONS = HOUSEHOLD_ROLE_VALUES.map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]} — ${ROLE_HINTS[role]}`,
}));

/** Owners invite people by e-mail with a role, see who has not answered yet, and revoke. */
export function InvitationsSection({ household }: { household: Household }) {
  const invitations = useInvitations(household.id, household.role === 'owner');
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<HouseholdRoleValue>('member');
  const [error, setError] = useState<string | null>(null);
  if (household.role !== 'owner') return null;
  const pending = invitations.data?.invitations ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(
      { id: household.id, email: email.trim(), role },
      {
        onSuccess: (sent) => {
          setEmail('');
          toast.success('Invitation sent', `${sent.email} got a link and a 6-digit code.`);
        },
        onError: (caught) => setError(refusalMessageOf(caught, 'The invitation was not sent.')),
      },
    );
  };

  return (
    <section className="section card" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="section__title">
        Invite someone
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          required
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as HouseholdRoleValue)}
        />
        <FormAlert message={error} />
        <Button type="submit" loading={invite.isPending} disabled={!email.trim()}>
          Send invitation
        </Button>
      </form>
      <h3 className="section__title">Pending invitations ({pending.length})</h3>
      {pending.length === 0 ? (
        <p className="muted small">Nobody is waiting to join.</p>
      ) : (
        <ul className="member-list">
          {pending.map((invitation) => (
            <li key={invitation.id} className="member-row">
              <div className="member-row__who">
                <p className="member-row__name">{invitation.email}</p>
                <p className="muted small">
                  {ROLE_LABELS[invitation.role]} · until {calendarText(invitation.expires_at)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Revoke the invitation of ${invitation.email}`}
                loading={revoke.isPending && revoke.variables?.invitationId === invitation.id}
                onClick={() =>
                  revoke.mutate(
                    { id: household.id, invitationId: invitation.id },
                    {
                      onSuccess: () =>
                        toast.success('Invitation revoked', `${invitation.email} cannot join now.`),
                    },
                  )
                }
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
