import { sql } from 'drizzle-orm';
import { files } from '../../db/schema.js';
import type { ItemWithSource } from './inventory.presenter.js';

/** The columns of the file an item was found in, joined for display (items, shares, requests). */
export const sourceColumns = {
  id: files.id,
  storageKey: files.storageKey,
  thumbnailKey: files.thumbnailKey,
  mimeType: files.mimeType,
  filename: files.filename,
  contentType: files.contentType,
};

/** A left join yields a source of nulls when the item has no file. */
export function withSource<T extends { source: { id: string | null } | null }>(
  row: T,
): T & ItemWithSource {
  return { ...row, source: row.source?.id ? row.source : null } as T & ItemWithSource;
}

/** The full name of who added an item, for its `added_by`. */
export const addedByName = sql<
  string | null
>`(SELECT u.full_name FROM users u WHERE u.id = inventory_items.user_id)`;
