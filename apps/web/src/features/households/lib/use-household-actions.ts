import type { HouseholdRoleValue } from '@circle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  changeMemberRole,
  createHousehold,
  inviteToHousehold,
  leaveHousehold,
  listInvitations,
  listMembers,
  removeMember,
  renameHousehold,
  revokeInvitation,
} from '../api/households-api';
import { householdsKeys } from './households-keys';

export function useMembers(householdId: string | undefined) {
  return useQuery({
    queryKey: householdsKeys.members(householdId ?? ''),
    queryFn: ({ signal }) => listMembers(householdId!, signal),
    enabled: Boolean(householdId),
  });
}

export function useInvitations(householdId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: householdsKeys.invitations(householdId ?? ''),
    queryFn: ({ signal }) => listInvitations(householdId!, signal),
    enabled: Boolean(householdId) && enabled,
  });
}

/** Every change to households, members or invitations refreshes what the screens show of them. */
function useRefreshingMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: householdsKeys.all }),
  });
}

export const useCreateHousehold = () => useRefreshingMutation(createHousehold);
export const useRenameHousehold = () =>
  useRefreshingMutation((input: { id: string; name: string }) =>
    renameHousehold(input.id, input.name),
  );
export const useChangeRole = () =>
  useRefreshingMutation((input: { id: string; userId: string; role: HouseholdRoleValue }) =>
    changeMemberRole(input.id, input.userId, input.role),
  );
export const useRemoveMember = () =>
  useRefreshingMutation((input: { id: string; userId: string }) =>
    removeMember(input.id, input.userId),
  );
export const useLeaveHousehold = () => useRefreshingMutation(leaveHousehold);
export const useInvite = () =>
  useRefreshingMutation((input: { id: string; email: string; role: HouseholdRoleValue }) =>
    inviteToHousehold(input.id, input.email, input.role),
  );
export const useRevokeInvitation = () =>
  useRefreshingMutation((input: { id: string; invitationId: string }) =>
    revokeInvitation(input.id, input.invitationId),
  );
export const useAcceptInvitation = () => useRefreshingMutation(acceptInvitation);
