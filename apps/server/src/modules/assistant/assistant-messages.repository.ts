import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import { chatMessages, householdMembers, inventoryItems } from '../../db/schema.js';

export type NewChatMessage = typeof chatMessages.$inferInsert;

/** The conversation of each user: the only place that reads or writes `chat_messages`. */
export class AssistantMessagesRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** The last `limit` messages, oldest first, with what each answer computed. */
  async recent(userId: string, limit: number) {
    const rows = await this.db
      .select({
        role: chatMessages.role,
        content: chatMessages.content,
        turnContext: chatMessages.turnContext,
      })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  async insert(messages: NewChatMessage[]) {
    await this.db.insert(chatMessages).values(messages);
  }

  /** Sets the feedback of one of the user's answers; false when there is no such answer. */
  async setFeedback(userId: string, messageId: string, feedback: 'thumbs_up' | 'thumbs_down') {
    const rows = await this.db
      .update(chatMessages)
      .set({ feedback })
      .where(
        and(
          eq(chatMessages.id, messageId),
          eq(chatMessages.userId, userId),
          eq(chatMessages.role, 'assistant'),
        ),
      )
      .returning({ id: chatMessages.id });
    return rows.length > 0;
  }

  /** A page of messages, newest first, and how many there are in all. */
  async page(userId: string, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(chatMessages).where(eq(chatMessages.userId, userId)),
    ]);
    return { rows, total: Number(total?.value ?? 0) };
  }

  /**
   * Which of the referenced item ids still exist in a household the user belongs to now: an
   * answer may name what another member added, and nothing of a household the user left.
   */
  async existingItemIds(userId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .innerJoin(
        householdMembers,
        and(
          eq(householdMembers.householdId, inventoryItems.householdId),
          eq(householdMembers.userId, userId),
        ),
      )
      .where(inArray(inventoryItems.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  async clear(userId: string) {
    const rows = await this.db
      .delete(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .returning({ id: chatMessages.id });
    return rows.length;
  }
}
