import type { InventoryItem, InventoryItemUpdate, SharingInfo } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { InventoryItemRow } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { FileUrlSigner } from '../files/file-urls.js';
import { pagination, presentItem, type ItemWithSource } from './inventory.presenter.js';
import type {
  InventoryFilters,
  InventoryRepository,
  InventorySort,
} from './inventory.repository.js';

export const ITEM_NOT_FOUND = 'Item not found';

export interface InventoryListInput extends InventoryFilters {
  limit: number;
  offset: number;
  sort: InventorySort;
}

/** The edited fields as the tags list, trimmed texts and nulls for cleared values. */
export function toRowChanges(
  update: Omit<InventoryItemUpdate, 'tags'> & { tags?: string[] | undefined },
) {
  const changes: Partial<InventoryItemRow> = {};
  const text = (value: string | null | undefined) =>
    value === undefined ? undefined : value?.trim() || null;
  if (update.item_name !== undefined) changes.itemName = update.item_name;
  if (update.item_description !== undefined)
    changes.itemDescription = text(update.item_description) ?? null;
  if (update.item_category !== undefined) changes.itemCategory = update.item_category.toLowerCase();
  if (update.brand !== undefined) changes.brand = text(update.brand) ?? null;
  if (update.estimated_value !== undefined) changes.estimatedValue = update.estimated_value;
  if (update.condition !== undefined) changes.condition = update.condition;
  if (update.location !== undefined) changes.location = text(update.location) ?? null;
  if (update.tags !== undefined) changes.tags = update.tags;
  if (update.notes !== undefined) changes.notes = text(update.notes) ?? null;
  if (update.is_verified !== undefined) changes.isVerified = update.is_verified;
  if (update.is_shareable !== undefined) changes.isShareable = update.is_shareable;
  if (update.quantity !== undefined) changes.quantity = update.quantity;
  return changes;
}

/** The sharing state of items as the viewer sees it (provided by the sharing module). */
export type SharingInfoSource = (
  viewerId: string,
  itemIds: string[],
) => Promise<Map<string, SharingInfo>>;

export class InventoryService {
  constructor(
    private readonly repository: InventoryRepository,
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly sharingInfo: SharingInfoSource = async () => new Map(),
    /** Items near a search in meaning, for when no word matches (sentence embeddings). */
    private readonly semanticSearch?: (userId: string, text: string) => Promise<string[]>,
  ) {}

  /** Items as the API shows them, with the viewer's sharing state. */
  async present(userId: string, rows: ItemWithSource[]): Promise<InventoryItem[]> {
    const signer = new FileUrlSigner(this.storage);
    const info = await this.sharingInfo(
      userId,
      rows.map((row) => row.id),
    );
    return Promise.all(rows.map((row) => presentItem(row, signer, info.get(row.id) ?? null)));
  }

  async list(userId: string, input: InventoryListInput) {
    let { rows, total } = await this.repository.list(
      userId,
      input,
      input.sort,
      input.limit,
      input.offset,
    );
    // Nothing matched the words: look for items that mean the same ("coffee maker").
    if (total === 0 && input.search && this.semanticSearch) {
      const ids = await this.semanticSearch(userId, input.search).catch(() => []);
      if (ids.length > 0) {
        ({ rows, total } = await this.repository.list(
          userId,
          { ...input, search: undefined, ids },
          input.sort,
          input.limit,
          input.offset,
        ));
      }
    }
    return {
      items: await this.present(userId, rows),
      pagination: pagination(total, input.limit, input.offset),
    };
  }

  /** An item the user owns or is borrowing. */
  async get(userId: string, id: string): Promise<InventoryItem> {
    const row = await this.repository.findVisible(userId, id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    const [item] = await this.present(userId, [row]);
    return item!;
  }

  async update(
    userId: string,
    id: string,
    changes: Partial<InventoryItemRow>,
  ): Promise<InventoryItem> {
    if (!(await this.repository.update(userId, id, changes, this.clock.now()))) {
      throw notFound(ITEM_NOT_FOUND);
    }
    return this.get(userId, id);
  }

  async setVisibility(userId: string, id: string, isPublic: boolean): Promise<InventoryItem> {
    return this.update(userId, id, { isPublic });
  }

  async delete(userId: string, id: string) {
    if (!(await this.repository.delete(userId, id))) throw notFound(ITEM_NOT_FOUND);
    return {
      item_id: id,
      vector_deletion_results: { status: 'completed', deleted_search_entries: 1 },
    };
  }
}
