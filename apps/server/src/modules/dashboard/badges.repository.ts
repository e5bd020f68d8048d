import { eq } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { userBadges } from '../../db/schema.js';

/** Owner of user_badges: the badges each user earned and when. */
export class BadgesRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** Records the badges as earned at `now`; ones already earned keep their first date. */
  async record(userId: string, badgeIds: string[], now: Date): Promise<void> {
    if (badgeIds.length === 0) return;
    await this.db
      .insert(userBadges)
      .values(badgeIds.map((badge) => ({ userId, badge, earnedAt: now })))
      .onConflictDoNothing();
  }

  async earned(userId: string): Promise<{ badge: string; earnedAt: Date }[]> {
    return this.db
      .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .where(eq(userBadges.userId, userId));
  }
}
