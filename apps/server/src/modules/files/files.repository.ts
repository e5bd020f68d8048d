import { TEXT_EXCERPT_CHARS } from '@circle/contract';
import { and, count, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { rowsOf, type Db, type DbOrTx, type RepositoryDeps } from '../../db/database.js';
import {
  files,
  inventoryItems,
  itemAttachments,
  uploadIdempotencyKeys,
  type FileRow,
} from '../../db/schema.js';

export type NewFile = typeof files.$inferInsert;
export type NewItem = typeof inventoryItems.$inferInsert;

/** A file as lists show it: `textContent` holds at most one character past the excerpt. */
export type ListedFile = FileRow & { itemCount: number };

// Lists never read a document's whole text: one character more than the excerpt tells whether
// the excerpt is the whole of it.
const { textContent: _fullText, ...listedColumns } = getTableColumns(files);
const textHead = sql<string | null>`left(${files.textContent}, ${TEXT_EXCERPT_CHARS + 1})`;

export class FilesRepository {
  private readonly db: Db;

  constructor(deps: RepositoryDeps) {
    this.db = deps.db;
  }

  /**
   * The file and its items in one transaction: all of them are written, or none. With an
   * idempotency key, the key points at the file in the same transaction.
   */
  async insertWithItems(file: NewFile, items: NewItem[], idempotencyKey?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(files).values(file);
      if (items.length > 0) await tx.insert(inventoryItems).values(items);
      if (idempotencyKey) {
        await tx
          .update(uploadIdempotencyKeys)
          .set({ fileId: file.id })
          .where(
            and(
              eq(uploadIdempotencyKeys.userId, file.userId),
              eq(uploadIdempotencyKeys.key, idempotencyKey),
            ),
          );
      }
    });
  }

  /** One file row (a copy handed over with a gift); `tx` joins the caller's transaction. */
  async insert(file: NewFile, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(files).values(file);
  }

  /** The household's files, newest first. */
  async list(
    householdId: string,
    limit: number,
    offset: number,
    contentType?: 'image' | 'text',
  ): Promise<{ rows: ListedFile[]; total: number }> {
    const where = and(
      eq(files.householdId, householdId),
      contentType ? eq(files.contentType, contentType) : undefined,
    );
    const itemCount = sql<number>`(SELECT count(*) FROM inventory_items i WHERE i.source_file_id = files.id)::int`;
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ file: listedColumns, textHead, itemCount })
        .from(files)
        .where(where)
        .orderBy(desc(files.createdAt), desc(files.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(files).where(where),
    ]);
    return {
      rows: rows.map((row) => ({
        ...row.file,
        textContent: row.textHead,
        itemCount: Number(row.itemCount),
      })),
      total: Number(totalRow?.value ?? 0),
    };
  }

  /** One file of the household. */
  async findInHousehold(householdId: string, id: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.householdId, householdId)))
      .limit(1);
    return row;
  }

  /** Files of the households the user belongs to, among `ids`. */
  async findVisibleMany(userId: string, ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(files)
      .where(
        and(
          inArray(files.id, ids),
          sql`${files.householdId} IN (SELECT household_id FROM household_members
            WHERE user_id = ${userId})`,
        ),
      );
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

  /** Deletes the household's file; its items go with it (cascade). Returns how many items went. */
  async deleteInHousehold(
    householdId: string,
    id: string,
  ): Promise<{ deleted: boolean; itemCount: number }> {
    return this.db.transaction(async (tx) => {
      const [counted] = await tx
        .select({ value: count() })
        .from(inventoryItems)
        .where(eq(inventoryItems.sourceFileId, id));
      const deleted = await tx
        .delete(files)
        .where(and(eq(files.id, id), eq(files.householdId, householdId)))
        .returning({ id: files.id });
      return { deleted: deleted.length === 1, itemCount: Number(counted?.value ?? 0) };
    });
  }

  /**
   * Which of `keys` a row refers to: a file (or its thumbnail), an item's own picture, or an
   * item's attachment.
   */
  async referencedKeys(keys: string[]): Promise<Set<string>> {
    const referenced = new Set<string>();
    if (keys.length === 0) return referenced;
    const ids = [...new Set(keys.map(fileIdOfKey).filter((id): id is string => id !== null))];
    if (ids.length > 0) {
      const rows = await this.db
        .select({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey })
        .from(files)
        .where(inArray(files.id, ids));
      for (const row of rows) {
        referenced.add(row.storageKey);
        if (row.thumbnailKey) referenced.add(row.thumbnailKey);
      }
    }
    // An item's own picture (its crop, or a photo its owner added) lives beside the files.
    const pictures = await this.db
      .select({ a: inventoryItems.imageKey, b: inventoryItems.imageThumbnailKey })
      .from(inventoryItems)
      .where(
        or(inArray(inventoryItems.imageKey, keys), inArray(inventoryItems.imageThumbnailKey, keys)),
      );
    for (const picture of pictures) {
      if (picture.a) referenced.add(picture.a);
      if (picture.b) referenced.add(picture.b);
    }
    // Files attached to items (receipts, manuals, photos) too.
    const attached = await this.db
      .select({ a: itemAttachments.storageKey, b: itemAttachments.thumbnailKey })
      .from(itemAttachments)
      .where(
        or(inArray(itemAttachments.storageKey, keys), inArray(itemAttachments.thumbnailKey, keys)),
      );
    for (const attachment of attached) {
      referenced.add(attachment.a);
      if (attachment.b) referenced.add(attachment.b);
    }
    return referenced;
  }

  /** Uploads of the user: all, photos and documents (dashboard). */
  async uploadTotals(userId: string): Promise<UploadTotals> {
    const [row] = await rowsOf<UploadTotals>(
      this.db,
      sql`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE content_type = 'image')::int AS photos,
          count(*) FILTER (WHERE content_type = 'text')::int AS documents
        FROM files WHERE user_id = ${userId}`,
    );
    return row ?? { total: 0, photos: 0, documents: 0 };
  }

  /** Uploads per UTC day (YYYY-MM-DD), oldest first. */
  uploadDays(userId: string): Promise<{ day: string; count: number }[]> {
    return rowsOf(
      this.db,
      sql`
        SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM files WHERE user_id = ${userId} GROUP BY 1 ORDER BY 1`,
    );
  }

  /** The newest uploads with how many items each gave. */
  recentUploads(
    userId: string,
    limit: number,
  ): Promise<
    { filename: string; content_type: string; created_at: Date | string; items: number }[]
  > {
    return rowsOf(
      this.db,
      sql`
        SELECT f.filename, f.content_type, f.created_at,
          (SELECT count(*) FROM inventory_items i WHERE i.source_file_id = f.id)::int AS items
        FROM files f WHERE f.user_id = ${userId} ORDER BY f.created_at DESC LIMIT ${limit}`,
    );
  }

  /** The stored pictures of the items of a file (they go when the file goes). */
  /** The pictures of the file's items, whoever added them. */
  async itemPictureKeys(fileId: string): Promise<string[]> {
    const rows = await this.db
      .select({ a: inventoryItems.imageKey, b: inventoryItems.imageThumbnailKey })
      .from(inventoryItems)
      .where(eq(inventoryItems.sourceFileId, fileId));
    return rows.flatMap((p) => [p.a, p.b].filter((k): k is string => !!k));
  }
}

/** Uploads of a user for the dashboard. */
export interface UploadTotals {
  total: number;
  photos: number;
  documents: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `<userId>/<fileId>.<ext>` or `<userId>/<fileId>-thumb.jpg` → the file id, when it is one. */
function fileIdOfKey(key: string): string | null {
  const name = key.slice(key.indexOf('/') + 1);
  const id = name.slice(0, 36);
  return UUID.test(id) ? id : null;
}
