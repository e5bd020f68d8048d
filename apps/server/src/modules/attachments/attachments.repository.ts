import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, RepositoryDeps } from '../../db/database.js';
import {
  files,
  inventoryItems,
  itemAttachments,
  type FileRow,
  type ItemAttachmentRow,
} from '../../db/schema.js';

export type NewAttachment = typeof itemAttachments.$inferInsert;

/** The uploaded photo or document an item was read from, as its attachments list shows it. */
export type SourceFile = Pick<
  FileRow,
  | 'id'
  | 'filename'
  | 'mimeType'
  | 'contentType'
  | 'fileSize'
  | 'storageKey'
  | 'thumbnailKey'
  | 'createdAt'
>;

/** Why an attachment was not written. */
export type InsertOutcome = 'inserted' | 'item-missing' | 'full';

export class AttachmentsRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /** The item's attachments, oldest first. */
  async listOf(itemId: string): Promise<ItemAttachmentRow[]> {
    return this.db
      .select()
      .from(itemAttachments)
      .where(eq(itemAttachments.itemId, itemId))
      .orderBy(asc(itemAttachments.createdAt), asc(itemAttachments.id));
  }

  async countOf(itemId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(itemAttachments)
      .where(eq(itemAttachments.itemId, itemId));
    return row?.n ?? 0;
  }

  async find(itemId: string, id: string): Promise<ItemAttachmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(itemAttachments)
      .where(and(eq(itemAttachments.itemId, itemId), eq(itemAttachments.id, id)))
      .limit(1);
    return row;
  }

  /** The file the item was read from, when it has one. */
  async sourceFileOf(itemId: string): Promise<SourceFile | undefined> {
    const [row] = await this.db
      .select({
        id: files.id,
        filename: files.filename,
        mimeType: files.mimeType,
        contentType: files.contentType,
        fileSize: files.fileSize,
        storageKey: files.storageKey,
        thumbnailKey: files.thumbnailKey,
        createdAt: files.createdAt,
      })
      .from(inventoryItems)
      .innerJoin(files, eq(files.id, inventoryItems.sourceFileId))
      .where(eq(inventoryItems.id, itemId))
      .limit(1);
    return row;
  }

  /**
   * Writes the row when the item (of the household) still exists and has fewer than `max`
   * attachments. The item row is locked meanwhile, so two uploads at once cannot pass the limit.
   */
  async insert(attachment: NewAttachment, max: number): Promise<InsertOutcome> {
    return this.db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.id, attachment.itemId),
            eq(inventoryItems.householdId, attachment.householdId),
          ),
        )
        .for('update');
      if (locked.length === 0) return 'item-missing';
      const [existing] = await tx
        .select({ n: count() })
        .from(itemAttachments)
        .where(eq(itemAttachments.itemId, attachment.itemId));
      if ((existing?.n ?? 0) >= max) return 'full';
      await tx.insert(itemAttachments).values(attachment);
      return 'inserted';
    });
  }

  /** Deletes the row; returns it (its stored keys are the caller's to remove), or undefined. */
  async delete(itemId: string, id: string): Promise<ItemAttachmentRow | undefined> {
    const [row] = await this.db
      .delete(itemAttachments)
      .where(and(eq(itemAttachments.itemId, itemId), eq(itemAttachments.id, id)))
      .returning();
    return row;
  }

  /** The stored keys of the item's attachments (read before the item goes). */
  async storedKeysOf(itemId: string): Promise<string[]> {
    const rows = await this.db
      .select({ a: itemAttachments.storageKey, b: itemAttachments.thumbnailKey })
      .from(itemAttachments)
      .where(eq(itemAttachments.itemId, itemId));
    return rows.flatMap((row) => (row.b ? [row.a, row.b] : [row.a]));
  }
}
