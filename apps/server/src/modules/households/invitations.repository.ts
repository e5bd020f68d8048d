import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db, RepositoryDeps, Tx } from '../../db/database.js';
import {
  householdInvitations,
  householdMembers,
  users,
  type HouseholdInvitationRow,
} from '../../db/schema.js';

export type NewInvitation = typeof householdInvitations.$inferInsert;

export interface InvitationWithInviter extends HouseholdInvitationRow {
  inviterName: string | null;
}

const pending = (now: Date) =>
  and(
    isNull(householdInvitations.acceptedAt),
    isNull(householdInvitations.revokedAt),
    gt(householdInvitations.expiresAt, now),
  );

/** Invitations into a household, stored with hashed tokens and codes. */
export class InvitationsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  async pendingCount(householdId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: sql<number>`count(*)::int`.mapWith(Number) })
      .from(householdInvitations)
      .where(and(eq(householdInvitations.householdId, householdId), pending(now)));
    return row?.value ?? 0;
  }

  /** Writes the invitation; an earlier pending one to the same address is revoked by it. */
  /** Replaces the address's pending invitation; `alongside` writes in the same transaction. */
  async insertReplacing(
    values: NewInvitation,
    now: Date,
    alongside?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(householdInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(householdInvitations.householdId, values.householdId),
            sql`lower(${householdInvitations.email}) = lower(${values.email})`,
            pending(now),
          ),
        );
      await tx.insert(householdInvitations).values(values);
      await alongside?.(tx);
    });
  }

  async pendingOf(householdId: string, now: Date): Promise<InvitationWithInviter[]> {
    return this.db
      .select({ ...getTableColumns(householdInvitations), inviterName: users.fullName })
      .from(householdInvitations)
      .leftJoin(users, eq(users.id, householdInvitations.invitedBy))
      .where(and(eq(householdInvitations.householdId, householdId), pending(now)))
      .orderBy(desc(householdInvitations.createdAt), desc(householdInvitations.id));
  }

  async byTokenHash(tokenHash: string): Promise<HouseholdInvitationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(householdInvitations)
      .where(eq(householdInvitations.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /** The pending invitations sent to an address, for accepting by code. */
  async pendingForEmail(email: string, now: Date): Promise<HouseholdInvitationRow[]> {
    return this.db
      .select()
      .from(householdInvitations)
      .where(and(sql`lower(${householdInvitations.email}) = lower(${email})`, pending(now)));
  }

  /** Revokes a pending invitation of the household; false when there is none by that id. */
  async revoke(householdId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(householdInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(householdInvitations.id, id),
          eq(householdInvitations.householdId, householdId),
          pending(now),
        ),
      )
      .returning({ id: householdInvitations.id });
    return rows.length === 1;
  }

  /**
   * Accepts the invitation and adds the member together: only one of two racing accepts wins.
   * Returns false when it was accepted, revoked or expired meanwhile.
   */
  async accept(invitation: HouseholdInvitationRow, userId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const taken = await tx
        .update(householdInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(and(eq(householdInvitations.id, invitation.id), pending(now)))
        .returning({ id: householdInvitations.id });
      if (taken.length !== 1) return false;
      await tx
        .insert(householdMembers)
        .values({
          householdId: invitation.householdId,
          userId,
          role: invitation.role,
          joinedAt: now,
        })
        .onConflictDoNothing();
      return true;
    });
  }
}
