import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import type { RowKind } from './access-policy.js';
import {
  householdMembers,
  households,
  users,
  type HouseholdRole,
  type HouseholdRow,
} from '../../db/schema.js';

export interface MembershipRow {
  household: HouseholdRow;
  role: HouseholdRole;
  memberCount: number;
}

export interface MemberRow {
  userId: string;
  fullName: string | null;
  email: string;
  role: HouseholdRole;
  joinedAt: Date;
}

const memberCount = sql<number>`(SELECT count(*)::int FROM household_members m
  WHERE m.household_id = ${households.id})`.mapWith(Number);

/** Households and who belongs to them with which role. */
export class HouseholdsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** The user's role in the household, or null when they are not a member. */
  async roleOf(userId: string, householdId: string): Promise<HouseholdRole | null> {
    const [row] = await this.db
      .select({ role: householdMembers.role })
      .from(householdMembers)
      .where(
        and(eq(householdMembers.userId, userId), eq(householdMembers.householdId, householdId)),
      )
      .limit(1);
    return row?.role ?? null;
  }

  async personalHouseholdId(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: households.id })
      .from(households)
      .where(eq(households.personalUserId, userId))
      .limit(1);
    return row?.id ?? null;
  }

  /** The households the user belongs to, the personal one first, then by name. */
  async membershipsOf(userId: string): Promise<MembershipRow[]> {
    return this.db
      .select({ household: households, role: householdMembers.role, memberCount })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .where(eq(householdMembers.userId, userId))
      .orderBy(
        sql`(${households.personalUserId} = ${userId}) DESC NULLS LAST`,
        asc(sql`lower(${households.name})`),
        asc(households.id),
      );
  }

  async membership(userId: string, householdId: string): Promise<MembershipRow | undefined> {
    const [row] = await this.db
      .select({ household: households, role: householdMembers.role, memberCount })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .where(
        and(eq(householdMembers.userId, userId), eq(householdMembers.householdId, householdId)),
      )
      .limit(1);
    return row;
  }

  /** A new household with its creator as owner. */
  async create(id: string, name: string, ownerId: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(households).values({ id, name, createdAt: now, updatedAt: now });
      await tx
        .insert(householdMembers)
        .values({ householdId: id, userId: ownerId, role: 'owner', joinedAt: now });
    });
  }

  async rename(id: string, name: string, now: Date): Promise<void> {
    await this.db.update(households).set({ name, updatedAt: now }).where(eq(households.id, id));
  }

  async members(householdId: string): Promise<MemberRow[]> {
    return this.db
      .select({
        userId: householdMembers.userId,
        fullName: users.fullName,
        email: users.email,
        role: householdMembers.role,
        joinedAt: householdMembers.joinedAt,
      })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(
        sql`array_position(ARRAY['owner', 'member', 'viewer'], ${householdMembers.role})`,
        asc(householdMembers.joinedAt),
        asc(householdMembers.userId),
      );
  }

  async isMemberByEmail(householdId: string, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ value: count() })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(
        and(
          eq(householdMembers.householdId, householdId),
          sql`lower(${users.email}) = lower(${email})`,
        ),
      );
    return Number(row?.value ?? 0) > 0;
  }

  /** Adds the member; false when they already belong to the household. */
  async addMember(
    householdId: string,
    userId: string,
    role: HouseholdRole,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(householdMembers)
      .values({ householdId, userId, role, joinedAt: now })
      .onConflictDoNothing()
      .returning({ userId: householdMembers.userId });
    return rows.length === 1;
  }

  /**
   * Changes a role or removes a member, unless that leaves the household without an owner: the
   * check and the change run under a lock on the household's row, so two owners stepping down
   * together cannot both succeed.
   */
  async changeMember(
    householdId: string,
    userId: string,
    role: HouseholdRole | null,
  ): Promise<'changed' | 'not_member' | 'last_owner'> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM households WHERE id = ${householdId} FOR UPDATE`);
      const owners = await tx
        .select({ userId: householdMembers.userId })
        .from(householdMembers)
        .where(
          and(eq(householdMembers.householdId, householdId), eq(householdMembers.role, 'owner')),
        );
      const current = await tx
        .select({ role: householdMembers.role })
        .from(householdMembers)
        .where(
          and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId)),
        );
      if (current.length === 0) return 'not_member';
      const stepsDown = current[0]!.role === 'owner' && role !== 'owner';
      if (stepsDown && owners.length <= 1) return 'last_owner';
      const where = and(
        eq(householdMembers.householdId, householdId),
        eq(householdMembers.userId, userId),
      );
      if (role === null) await tx.delete(householdMembers).where(where);
      else await tx.update(householdMembers).set({ role }).where(where);
      return 'changed';
    });
  }

  /** The user ids of every member, for live updates and notifications. */
  async memberIds(householdId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: householdMembers.userId })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId));
    return rows.map((row) => row.userId);
  }

  async name(householdId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: households.name })
      .from(households)
      .where(eq(households.id, householdId))
      .limit(1);
    return row?.name ?? null;
  }
}

/** The household a row of another module belongs to, read for the access policy. */
export async function householdOfRow(db: Db, kind: RowKind, id: string): Promise<string | null> {
  const query =
    kind === 'item'
      ? sql`SELECT household_id FROM inventory_items WHERE id = ${id}`
      : kind === 'place'
        ? sql`SELECT household_id FROM places WHERE id = ${id}`
        : sql`SELECT household_id FROM files WHERE id = ${id}`;
  const result = (await db.execute(query)) as unknown as { rows: { household_id: string }[] };
  return result.rows[0]?.household_id ?? null;
}
