import { and, count, eq, gt, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import {
  sessions,
  users,
  verificationTokens,
  type SessionRow,
  type UserRow,
  type VerificationTokenRow,
} from '../../db/schema.js';

export type VerificationPurpose = VerificationTokenRow['purpose'];

const emailMatches = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export class AuthRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(emailMatches(email)).limit(1);
    return row;
  }

  /**
   * Deletes the accounts registered before `before` whose address was never proved and that never
   * signed in (so they own nothing), all of them or the one of `email`; answers how many.
   */
  async deleteUnverifiedBefore(before: Date, email?: string): Promise<number> {
    const rows = await this.db
      .delete(users)
      .where(
        and(
          eq(users.isVerified, false),
          lt(users.createdAt, before),
          email ? emailMatches(email) : undefined,
          notExists(
            this.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, users.id)),
          ),
        ),
      )
      .returning({ id: users.id });
    return rows.length;
  }

  async findUserById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Inserts a user; returns undefined when the e-mail is taken (unique index). */
  async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async updateUser(
    id: string,
    values: Partial<
      Pick<UserRow, 'email' | 'fullName' | 'publicArea' | 'passwordHash' | 'isVerified'>
    >,
    now: Date,
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async deleteUser(id: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /** The live session and its user in one round trip, for every authenticated request. */
  async findLiveSession(
    sessionId: string,
    userId: string,
    now: Date,
  ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row;
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Revokes every live session of the user but `exceptSessionId`; returns their ids. */
  async revokeSessionsOfUser(
    userId: string,
    now: Date,
    exceptSessionId?: string,
  ): Promise<string[]> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  }

  async countLiveSessions(userId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      );
    return Number(row?.value ?? 0);
  }

  /**
   * A new token supersedes the unconsumed tokens of the same subject, purpose and client, so
   * only the newest code of each client works and nobody else's request voids the owner's code.
   * Decoy tokens of unknown addresses take the same path.
   */
  async replaceVerificationToken(
    values: typeof verificationTokens.$inferInsert & { subject: string; clientKey: string },
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationTokens)
        .set({ consumedAt: now })
        .where(
          and(
            values.userId
              ? or(
                  eq(verificationTokens.subject, values.subject),
                  eq(verificationTokens.userId, values.userId),
                )
              : eq(verificationTokens.subject, values.subject),
            eq(verificationTokens.purpose, values.purpose),
            or(
              eq(verificationTokens.clientKey, values.clientKey),
              isNull(verificationTokens.clientKey),
            ),
            isNull(verificationTokens.consumedAt),
          ),
        );
      await tx.insert(verificationTokens).values(values);
    });
  }

  async findVerificationToken(tokenHash: string): Promise<VerificationTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /**
   * Counts an attempt at the token's code before it is compared, atomically, so racing requests
   * cannot get more than `max` tries; returns the new count, or undefined when none are left.
   */
  async reserveCodeAttempt(id: string, max: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(verificationTokens)
      .set({ failedAttempts: sql`${verificationTokens.failedAttempts} + 1` })
      .where(and(eq(verificationTokens.id, id), lt(verificationTokens.failedAttempts, max)))
      .returning({ failedAttempts: verificationTokens.failedAttempts });
    return row?.failedAttempts;
  }

  /** Marks the token used; false when another request used it first (single use). */
  async consumeVerificationToken(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(verificationTokens)
      .set({ consumedAt: now })
      .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.consumedAt)))
      .returning({ id: verificationTokens.id });
    return rows.length === 1;
  }

  /** A resent code gets its own tries; the account's limits are counted elsewhere. */
  async renewVerificationCode(
    id: string,
    values: { codeHash: string; expiresAt: Date; lastSentAt: Date },
  ): Promise<void> {
    await this.db
      .update(verificationTokens)
      .set({ ...values, failedAttempts: 0 })
      .where(eq(verificationTokens.id, id));
  }

  async deleteExpiredVerificationTokens(before: Date): Promise<number> {
    const rows = await this.db
      .delete(verificationTokens)
      .where(lt(verificationTokens.expiresAt, before))
      .returning({ id: verificationTokens.id });
    return rows.length;
  }
}
