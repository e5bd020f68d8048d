import {
  HOUSEHOLD_ROLE_VALUES,
  type Household,
  type HouseholdMember,
  type HouseholdRoleValue,
} from '@circle/contract';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { useMe } from '@/lib/current-user';
import { chooseHousehold } from '@/lib/household-scope';
import { ROLE_LABELS } from '../lib/household-text';
import { useChangeRole, useMembers, useRemoveMember } from '../lib/use-household-actions';

const ROLE_OPTIONS = HOUSEHOLD_ROLE_VALUES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

function MemberRow({
  household,
  member,
  isSelf,
  onRemove,
  onError,
}: {
  household: Household;
  member: HouseholdMember;
  isSelf: boolean;
  onRemove: (member: HouseholdMember) => void;
  onError: (message: string | null) => void;
}) {
  const changeRole = useChangeRole();
  const isOwner = household.role === 'owner';
  const name = member.full_name?.trim() || member.email;
  return (
    <li className="member-row">
      <Avatar fullName={member.full_name ?? member.email} size="sm" verified={false} />
      <div className="member-row__who">
        <p className="member-row__name">
          {name}
          {isSelf ? <span className="muted"> (you)</span> : null}
        </p>
        <p className="member-row__email muted small">{member.email}</p>
      </div>
      {isOwner ? (
        <label className="member-row__role">
          <span className="visually-hidden">Role of {name}</span>
          <select
            className="field__input field__select member-row__select"
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) => {
              onError(null);
              changeRole.mutate(
                {
                  id: household.id,
                  userId: member.user_id,
                  role: event.target.value as HouseholdRoleValue,
                },
                {
                  onSuccess: () =>
                    toast.success('Role changed', `${name} is now a ${event.target.value}.`),
                  onError: (error) =>
                    onError(refusalMessageOf(error, 'The role could not be changed.')),
                },
              );
            }}
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="badge">{ROLE_LABELS[member.role]}</span>
      )}
      {isOwner && !isSelf ? (
        <Button variant="ghost" size="sm" onClick={() => onRemove(member)}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The household's members and their roles: owners change roles and remove members; anyone may
 * leave (a household keeps an owner: the server's reason shows when it refuses).
 */
export function MembersSection({ household }: { household: Household }) {
  const { data: me } = useMe();
  const members = useMembers(household.id);
  const remove = useRemoveMember();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<HouseholdMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const list = members.data?.members ?? [];

  const confirmRemove = (member: HouseholdMember, self: boolean) => {
    setError(null);
    remove.mutate(
      { id: household.id, userId: member.user_id },
      {
        onSuccess: () => {
          if (self) {
            chooseHousehold(null);
            toast.success('You left the household', `You are no longer in ${household.name}.`);
          } else {
            toast.success('Member removed', `${member.full_name ?? member.email} was removed.`);
          }
        },
        onError: (caught) => setError(refusalMessageOf(caught, 'That did not work.')),
        onSettled: () => {
          setRemoving(null);
          setLeaving(false);
        },
      },
    );
  };
  const self = list.find((member) => member.user_id === me?.id);

  return (
    <section className="section card" aria-labelledby="members-title">
      <h2 id="members-title" className="section__title">
        Members ({list.length || household.member_count})
      </h2>
      <ul className="member-list">
        {list.map((member) => (
          <MemberRow
            key={member.user_id}
            household={household}
            member={member}
            isSelf={member.user_id === me?.id}
            onRemove={setRemoving}
            onError={setError}
          />
        ))}
      </ul>
      <FormAlert message={error} />
      {household.is_personal || !self ? null : (
        <Button variant="secondary" onClick={() => setLeaving(true)}>
          Leave {household.name}
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Remove member?"
        message={`${removing?.full_name ?? removing?.email ?? ''} will no longer see ${household.name}'s items. What they added stays with the household.`}
        confirmLabel="Remove"
        destructive
        loading={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing, false)}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Leave household?"
        message={`You will no longer see ${household.name}'s items. What you added stays with the household.`}
        confirmLabel="Leave"
        destructive
        loading={remove.isPending}
        onConfirm={() => self && confirmRemove(self, true)}
      />
    </section>
  );
}
