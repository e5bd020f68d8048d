import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { itemAttachments } from '../../db/schema.js';

/** The file names of items' attachments, for the export's attachments column. */
export class AttachmentNamesRepository {
  constructor(private readonly db: Db) {}

  /** Each item's attachment file names, oldest first; items without any are left out. */
  async of(itemIds: string[]): Promise<Map<string, string[]>> {
    const names = new Map<string, string[]>();
    if (itemIds.length === 0) return names;
    const rows = await this.db
      .select({ itemId: itemAttachments.itemId, fileName: itemAttachments.fileName })
      .from(itemAttachments)
      .where(inArray(itemAttachments.itemId, itemIds))
      .orderBy(asc(itemAttachments.createdAt), asc(itemAttachments.id));
    for (const row of rows) {
      const list = names.get(row.itemId) ?? [];
      list.push(row.fileName);
      names.set(row.itemId, list);
    }
    return names;
  }
}
