import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { files, inventoryItems, type FileRow } from '../../db/schema.js';

export type NewFile = typeof files.$inferInsert;
export type NewItem = typeof inventoryItems.$inferInsert;

export class FilesRepository {
  constructor(private readonly db: Db) {}

  /** The file and its items in one transaction: all of them are written, or none. */
  async insertWithItems(file: NewFile, items: NewItem[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(files).values(file);
      if (items.length > 0) await tx.insert(inventoryItems).values(items);
    });
  }

  async list(
    userId: string,
    limit: number,
    offset: number,
    contentType?: 'image' | 'text',
  ): Promise<{ rows: (FileRow & { itemCount: number })[]; total: number }> {
    const where = and(
      eq(files.userId, userId),
      contentType ? eq(files.contentType, contentType) : undefined,
    );
    const itemCount = sql<number>`(SELECT count(*) FROM inventory_items i WHERE i.source_file_id = files.id)::int`;
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ file: files, itemCount })
        .from(files)
        .where(where)
        .orderBy(desc(files.createdAt), desc(files.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(files).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row.file, itemCount: Number(row.itemCount) })),
      total: Number(totalRow?.value ?? 0),
    };
  }

  async findOwned(userId: string, id: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.userId, userId)))
      .limit(1);
    return row;
  }

  /** The newest file of the user with these bytes, if any. */
  async findBySha256(userId: string, sha256: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.userId, userId), eq(files.contentSha256, sha256)))
      .orderBy(desc(files.createdAt))
      .limit(1);
    return row;
  }

  async itemCount(fileId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(inventoryItems)
      .where(eq(inventoryItems.sourceFileId, fileId));
    return Number(row?.value ?? 0);
  }

  async findOwnedMany(userId: string, ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(files)
      .where(and(eq(files.userId, userId), inArray(files.id, ids)));
  }

  /** Deletes the file; its items go with it (cascade). Returns how many items went. */
  async deleteOwned(userId: string, id: string): Promise<{ deleted: boolean; itemCount: number }> {
    return this.db.transaction(async (tx) => {
      const [counted] = await tx
        .select({ value: count() })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.sourceFileId, id), eq(inventoryItems.userId, userId)));
      const deleted = await tx
        .delete(files)
        .where(and(eq(files.id, id), eq(files.userId, userId)))
        .returning({ id: files.id });
      return { deleted: deleted.length === 1, itemCount: Number(counted?.value ?? 0) };
    });
  }

  /** Every stored key of a user, for account deletion. */
  async storageKeysOfUser(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey })
      .from(files)
      .where(eq(files.userId, userId));
    const pictures = await this.db
      .select({ a: inventoryItems.imageKey, b: inventoryItems.imageThumbnailKey })
      .from(inventoryItems)
      .where(eq(inventoryItems.userId, userId));
    return [
      ...rows.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]),
      ...pictures.flatMap((p) => [p.a, p.b].filter((k): k is string => !!k)),
    ];
  }

  /** The stored pictures of the items of a file (they go when the file goes). */
  async itemPictureKeys(userId: string, fileId: string): Promise<string[]> {
    const rows = await this.db
      .select({ a: inventoryItems.imageKey, b: inventoryItems.imageThumbnailKey })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.userId, userId), eq(inventoryItems.sourceFileId, fileId)));
    return rows.flatMap((p) => [p.a, p.b].filter((k): k is string => !!k));
  }
}
