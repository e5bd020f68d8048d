import type { Household, HouseholdMember, HouseholdRoleValue, Invitation } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

const at = (id: string) => `/households/${encodeURIComponent(id)}`;

/** GET /households: the user's households with their role, the personal one first. */
export const listHouseholds = (signal?: AbortSignal) =>
  apiClient.get<{ households: Household[] }>('/households', signal ? { signal } : {});

/** POST /households {name}: the creator is its owner. */
export const createHousehold = (name: string) =>
  apiClient.post<Household>('/households', { json: { name } });

/** PATCH /households/{id} {name} (owners). */
export const renameHousehold = (id: string, name: string) =>
  apiClient.patch<Household>(at(id), { json: { name } });

/** POST /households/{id}/leave: the last owner hands over ownership first (409 says so). */
export const leaveHousehold = (id: string) =>
  apiClient.post<{ message: string }>(`${at(id)}/leave`, { silent: true });

/** GET /households/{id}/members. */
export const listMembers = (id: string, signal?: AbortSignal) =>
  apiClient.get<{ members: HouseholdMember[] }>(`${at(id)}/members`, signal ? { signal } : {});

/** PATCH /households/{id}/members/{user_id} {role} (owners). */
export const changeMemberRole = (id: string, userId: string, role: HouseholdRoleValue) =>
  apiClient.patch<{ members: HouseholdMember[] }>(
    `${at(id)}/members/${encodeURIComponent(userId)}`,
    { json: { role }, silent: true },
  );

/** DELETE /households/{id}/members/{user_id} (owners; a member may remove themself). */
export const removeMember = (id: string, userId: string) =>
  apiClient.delete<{ message: string }>(`${at(id)}/members/${encodeURIComponent(userId)}`, {
    silent: true,
  });

/** GET /households/{id}/invitations: the pending ones (owners). */
export const listInvitations = (id: string, signal?: AbortSignal) =>
  apiClient.get<{ invitations: Invitation[] }>(`${at(id)}/invitations`, signal ? { signal } : {});

/** POST /households/{id}/invitations {email, role}: the invitee gets a link and a code. */
export const inviteToHousehold = (id: string, email: string, role: HouseholdRoleValue) =>
  apiClient.post<Invitation>(`${at(id)}/invitations`, { json: { email, role }, silent: true });

/** DELETE /households/{id}/invitations/{invitation_id}. */
export const revokeInvitation = (id: string, invitationId: string) =>
  apiClient.delete<{ message: string }>(
    `${at(id)}/invitations/${encodeURIComponent(invitationId)}`,
  );

/** POST /households/invitations/accept {token} or {code}. */
export const acceptInvitation = (input: { token: string } | { code: string }) =>
  apiClient.post<{ household: Household }>('/households/invitations/accept', {
    json: input,
    silent: true,
  });
