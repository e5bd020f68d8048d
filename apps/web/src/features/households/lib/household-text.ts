import type { HouseholdRoleValue } from '@circle/contract';

export const ROLE_LABELS: Record<HouseholdRoleValue, string> = {
  owner: 'Owner',
  member: 'Member',
  viewer: 'Viewer',
};

export const ROLE_HINTS: Record<HouseholdRoleValue, string> = {
  owner: 'Everything, including members and invitations',
  member: 'Adds, edits, lends and publishes items',
  viewer: 'Reads, exports and asks the assistant',
};

/** "added by Sam Lee"; the person's name, or "a former member" when it is gone. */
export function addedByText(addedBy: { full_name: string | null } | null | undefined): string {
  return `Added by ${addedBy?.full_name?.trim() || 'a household member'}`;
}

/** "Dec 4": the day an invitation runs out. */
export function calendarText(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}
