import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { verificationEvents, verificationLocks } from '../../db/schema.js';
import type { GuardKey } from './verification-limits.js';

type EventKind = (typeof verificationEvents.$inferSelect)['kind'];

/** Whose events to count: the key's client's only, or the account's from every client. */
export type Scope = 'client' | 'account';

/** Code attempts, code mails and locks per subject, purpose group and client (durable, shared). */
export class VerificationGuardRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  private inWindow(key: GuardKey, kind: EventKind, since: Date, scope: Scope) {
    return and(
      eq(verificationEvents.subject, key.subject),
      eq(verificationEvents.purposeGroup, key.group),
      eq(verificationEvents.kind, kind),
      scope === 'client' ? eq(verificationEvents.clientKey, key.client) : undefined,
      gt(verificationEvents.createdAt, since),
    );
  }

  private lockOf(key: GuardKey) {
    return and(
      eq(verificationLocks.subject, key.subject),
      eq(verificationLocks.purposeGroup, key.group),
      eq(verificationLocks.clientKey, key.client),
    );
  }

  /**
   * Records an event and counts the events of its kind since `since`, this one included, for
   * the client and for the whole account. Insert first, count after: concurrent callers each see
   * at least their own rank, so no more than the limit can pass however many race.
   */
  async recordAndCount(
    key: GuardKey,
    kind: EventKind,
    now: Date,
    since: Date,
  ): Promise<{ id: string; count: number; accountCount: number }> {
    const id = randomUUID();
    await this.db.insert(verificationEvents).values({
      id,
      subject: key.subject,
      purposeGroup: key.group,
      kind,
      clientKey: key.client,
      createdAt: now,
    });
    const [row] = await this.db
      .select({
        value: count(sql`CASE WHEN ${verificationEvents.clientKey} = ${key.client} THEN 1 END`),
        account: count(),
      })
      .from(verificationEvents)
      .where(this.inWindow(key, kind, since, 'account'));
    return { id, count: Number(row?.value ?? 0), accountCount: Number(row?.account ?? 0) };
  }

  async countSince(key: GuardKey, kind: EventKind, since: Date, scope: Scope): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(verificationEvents)
      .where(this.inWindow(key, kind, since, scope));
    return Number(row?.value ?? 0);
  }

  async oldestSince(
    key: GuardKey,
    kind: EventKind,
    since: Date,
    scope: Scope,
  ): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ value: min(verificationEvents.createdAt) })
      .from(verificationEvents)
      .where(this.inWindow(key, kind, since, scope));
    return row?.value ?? undefined;
  }

  async deleteEvent(id: string): Promise<void> {
    await this.db.delete(verificationEvents).where(eq(verificationEvents.id, id));
  }

  /**
   * Locks the client out until `until`; true only for the call that started the lock (not while
   * one holds).
   */
  async lock(key: GuardKey, until: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(verificationLocks)
      .values({
        subject: key.subject,
        purposeGroup: key.group,
        clientKey: key.client,
        lockedUntil: until,
      })
      .onConflictDoUpdate({
        target: [
          verificationLocks.subject,
          verificationLocks.purposeGroup,
          verificationLocks.clientKey,
        ],
        set: { lockedUntil: until },
        setWhere: sql`${verificationLocks.lockedUntil} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ lockedUntil: verificationLocks.lockedUntil });
    return rows.length === 1;
  }

  async lockedUntil(key: GuardKey, now: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ lockedUntil: verificationLocks.lockedUntil })
      .from(verificationLocks)
      .where(and(this.lockOf(key), gt(verificationLocks.lockedUntil, now)))
      .limit(1);
    return row?.lockedUntil;
  }

  /** Forgets events and locks no limit looks at any more. */
  async deleteBefore(before: Date): Promise<void> {
    await this.db.delete(verificationEvents).where(lt(verificationEvents.createdAt, before));
    await this.db.delete(verificationLocks).where(lt(verificationLocks.lockedUntil, before));
  }
}
