import { randomUUID } from 'node:crypto';
import type { Household, HouseholdMember } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { HouseholdRole } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { AccessPolicy } from './access-policy.js';
import type { HouseholdsRepository, MembershipRow } from './households.repository.js';

export const MEMBER_NOT_FOUND = 'Member not found';
const LAST_OWNER =
  'A household needs an owner: make another member an owner before stepping down or leaving.';
const PERSONAL_STAYS =
  'This is your personal household; it stays with your account and cannot be left.';

export function presentHousehold(row: MembershipRow, userId: string): Household {
  return {
    id: row.household.id,
    name: row.household.name,
    role: row.role,
    member_count: row.memberCount,
    is_personal: row.household.personalUserId === userId,
    created_at: row.household.createdAt.toISOString(),
  };
}

export interface HouseholdsServiceDeps {
  repository: HouseholdsRepository;
  access: AccessPolicy;
  clock: Clock;
  /** Called after someone joined, left or changed role (live updates, caches). */
  onMembersChanged?: (householdId: string) => Promise<void> | void;
}

/** Households, their names and their members' roles. */
export class HouseholdsService {
  constructor(private readonly deps: HouseholdsServiceDeps) {}

  async list(userId: string): Promise<{ households: Household[] }> {
    const rows = await this.deps.repository.membershipsOf(userId);
    return { households: rows.map((row) => presentHousehold(row, userId)) };
  }

  async get(userId: string, householdId: string): Promise<Household> {
    await this.deps.access.household(userId, householdId, 'read');
    return this.present(userId, householdId);
  }

  private async present(userId: string, householdId: string): Promise<Household> {
    const row = await this.deps.repository.membership(userId, householdId);
    if (!row) throw notFound('Household not found');
    return presentHousehold(row, userId);
  }

  async create(userId: string, name: string): Promise<Household> {
    const id = randomUUID();
    await this.deps.repository.create(id, name, userId, this.deps.clock.now());
    return this.present(userId, id);
  }

  async rename(userId: string, householdId: string, name: string): Promise<Household> {
    await this.deps.access.household(userId, householdId, 'manage');
    await this.deps.repository.rename(householdId, name, this.deps.clock.now());
    return this.present(userId, householdId);
  }

  async members(userId: string, householdId: string): Promise<{ members: HouseholdMember[] }> {
    await this.deps.access.household(userId, householdId, 'read');
    const rows = await this.deps.repository.members(householdId);
    return {
      members: rows.map((row) => ({
        user_id: row.userId,
        full_name: row.fullName,
        email: row.email,
        role: row.role,
        joined_at: row.joinedAt.toISOString(),
      })),
    };
  }

  async changeRole(userId: string, householdId: string, memberId: string, role: HouseholdRole) {
    await this.deps.access.household(userId, householdId, 'manage');
    await this.applyChange(householdId, memberId, role);
    return this.members(userId, householdId);
  }

  /** An owner removes a member, or a member removes themself (leaving). */
  async removeMember(userId: string, householdId: string, memberId: string): Promise<void> {
    await this.deps.access.household(userId, householdId, memberId === userId ? 'read' : 'manage');
    if (memberId === userId && (await this.isPersonalOf(userId, householdId))) {
      throw conflict(PERSONAL_STAYS);
    }
    await this.applyChange(householdId, memberId, null);
  }

  async leave(userId: string, householdId: string): Promise<void> {
    await this.removeMember(userId, householdId, userId);
  }

  private async isPersonalOf(userId: string, householdId: string) {
    return (await this.deps.repository.personalHouseholdId(userId)) === householdId;
  }

  private async applyChange(householdId: string, memberId: string, role: HouseholdRole | null) {
    const personalOf = await this.deps.repository.personalHouseholdId(memberId);
    if (personalOf === householdId && role !== 'owner') {
      throw conflict(
        "A personal household always keeps its account as an owner; this member's role cannot be lowered.",
      );
    }
    const outcome = await this.deps.repository.changeMember(householdId, memberId, role);
    if (outcome === 'not_member') throw notFound(MEMBER_NOT_FOUND);
    if (outcome === 'last_owner') throw new AppError(409, LAST_OWNER, 'last_owner');
    await this.deps.onMembersChanged?.(householdId);
  }
}
