import type { HouseholdRole } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/app-error.js';

/** What a caller wants to do: read, change items, or manage the household and its members. */
export type HouseholdAction = 'read' | 'write' | 'manage';

/** Who the caller is to a household or item; a borrower reads the one item they borrow. */
export type AccessRole = HouseholdRole | 'borrower';

/** The kinds of rows that belong to a household. */
export type RowKind = 'item' | 'file' | 'place';

const ALLOWED: Record<HouseholdAction, readonly AccessRole[]> = {
  read: ['owner', 'member', 'viewer', 'borrower'],
  write: ['owner', 'member'],
  manage: ['owner'],
};

export const HOUSEHOLD_NOT_FOUND = 'Household not found';
export const VIEWER_CANNOT_WRITE =
  "Viewers can read this household's items but not change them; ask an owner for the member role.";
export const ONLY_OWNERS = 'Only an owner of the household can do this.';

export function mayAct(role: AccessRole | null, action: HouseholdAction): boolean {
  return role !== null && ALLOWED[action].includes(role);
}

export interface AccessPolicyDeps {
  roleOf(userId: string, householdId: string): Promise<HouseholdRole | null>;
  personalHouseholdId(userId: string): Promise<string | null>;
  householdOf(kind: RowKind, id: string): Promise<string | null>;
  /** Whether the user is borrowing the item right now. */
  isBorrowing?(userId: string, itemId: string): Promise<boolean>;
}

export interface Granted {
  householdId: string;
  role: AccessRole;
}

/**
 * The one place that decides whether a user may act on a household or on a row that belongs to
 * one. Someone outside the household learns nothing (404); a member without the right role is
 * told why (403).
 */
export class AccessPolicy {
  constructor(private readonly deps: AccessPolicyDeps) {}

  private refuse(role: AccessRole | null, notFoundDetail: string, action: HouseholdAction): never {
    if (role === null || role === 'borrower') throw notFound(notFoundDetail);
    throw forbidden(action === 'manage' ? ONLY_OWNERS : VIEWER_CANNOT_WRITE);
  }

  /** The household a request works on: the named one, or the user's personal household. */
  async household(
    userId: string,
    householdId: string | undefined,
    action: HouseholdAction,
  ): Promise<Granted> {
    const id = householdId ?? (await this.deps.personalHouseholdId(userId));
    const role = id ? await this.deps.roleOf(userId, id) : null;
    if (!id || !mayAct(role, action)) this.refuse(role, HOUSEHOLD_NOT_FOUND, action);
    return { householdId: id, role: role! };
  }

  /**
   * A row of a household that is not an item, file or place (a borrow request): someone outside
   * the household is told `missing` (404), a member whose role does not allow the action 403.
   */
  async ofHousehold(
    userId: string,
    householdId: string,
    action: HouseholdAction,
    missing: string,
  ): Promise<Granted> {
    const role = await this.deps.roleOf(userId, householdId);
    if (!mayAct(role, action)) this.refuse(role, missing, action);
    return { householdId, role: role! };
  }

  /** Whether the user belongs to the household in any role. */
  async isMember(userId: string, householdId: string): Promise<boolean> {
    return (await this.deps.roleOf(userId, householdId)) !== null;
  }

  /** An item's household when the user may act on it; borrowers may read what they borrow. */
  async item(userId: string, itemId: string, action: HouseholdAction, missing: string) {
    return this.row('item', userId, itemId, action, missing);
  }

  async file(userId: string, fileId: string, action: HouseholdAction, missing: string) {
    return this.row('file', userId, fileId, action, missing);
  }

  /**
   * A share: its lender and its borrower take part in it; the members of the household it lends
   * from act as its lender when their role allows the action (viewers read).
   */
  async share(
    userId: string,
    share: { ownerId: string; recipientId: string | null; householdId: string | null },
    action: HouseholdAction,
    missing: string,
  ): Promise<'owner' | 'recipient'> {
    if (share.ownerId === userId) return 'owner';
    if (share.recipientId === userId) return 'recipient';
    const role = share.householdId ? await this.deps.roleOf(userId, share.householdId) : null;
    if (!mayAct(role, action)) this.refuse(role, missing, action);
    return 'owner';
  }

  /** A place's household when the user may act on it (a place is never borrowed). */
  async place(userId: string, placeId: string, action: HouseholdAction, missing: string) {
    return this.row('place', userId, placeId, action, missing);
  }

  private async row(
    kind: RowKind,
    userId: string,
    id: string,
    action: HouseholdAction,
    missing: string,
  ): Promise<Granted> {
    const householdId = await this.deps.householdOf(kind, id);
    if (!householdId) throw notFound(missing);
    let role: AccessRole | null = await this.deps.roleOf(userId, householdId);
    if (!role && kind === 'item' && (await this.deps.isBorrowing?.(userId, id))) role = 'borrower';
    if (!mayAct(role, action)) this.refuse(role, missing, action);
    return { householdId, role: role! };
  }
}
