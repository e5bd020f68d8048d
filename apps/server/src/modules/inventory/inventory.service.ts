import { randomUUID } from 'node:crypto';
import type {
  Attachment,
  CustomField,
  EndingWarranties,
  InventoryBulkResponse,
  InventoryItem,
  InventoryItemCreateParsed,
  InventoryItemUpdate,
  SharingInfo,
} from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { InventoryItemRow } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { ownerPicture } from './item-pictures.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { pagination } from '../../lib/pagination.js';
import type { AccessPolicy } from '../households/index.js';
import { normalizePlacePath } from '../../domain/place-tree.js';
import { borrowerView } from './borrower-view.js';
import { combinedNotes, mergedValues } from './item-merge.js';
import { presentItem, type ItemWithSource } from './inventory.presenter.js';
import type { ItemWarrantiesRepository } from './item-warranties.repository.js';
import type {
  InventoryFilters,
  InventoryRepository,
  InventorySort,
  BulkAction,
} from './inventory.repository.js';

export const ITEM_NOT_FOUND = 'Item not found';
export const ITEM_PLACE_NOT_FOUND = "The place was not found in the item's household.";
export const SOURCE_FILE_NOT_FOUND = 'File not found';
export const BULK_NOT_FOUND =
  'Some of these items were not found in your inventory; nothing was changed.';
const DEFAULT_CATEGORY = 'household items';

export interface InventoryListInput extends InventoryFilters {
  /** The household to list; the personal household when omitted. */
  householdId?: string | undefined;
  limit: number;
  offset: number;
  sort: InventorySort;
}

/** The edited fields as the tags list, trimmed texts and nulls for cleared values. */
export function toRowChanges(
  update: Omit<InventoryItemUpdate, 'tags' | 'custom_fields'> & {
    tags?: string[] | undefined;
    custom_fields?: CustomField[] | undefined;
  },
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
  if (update.location !== undefined) changes.location = normalizePlacePath(update.location);
  if (update.place_id !== undefined) changes.placeId = update.place_id;
  if (update.tags !== undefined) changes.tags = update.tags;
  if (update.notes !== undefined) changes.notes = text(update.notes) ?? null;
  if (update.is_verified !== undefined) changes.isVerified = update.is_verified;
  if (update.is_shareable !== undefined) changes.isShareable = update.is_shareable;
  if (update.quantity !== undefined) changes.quantity = update.quantity;
  if (update.serial_number !== undefined) changes.serialNumber = text(update.serial_number) ?? null;
  if (update.model_number !== undefined) changes.modelNumber = text(update.model_number) ?? null;
  if (update.purchase_date !== undefined) changes.purchaseDate = update.purchase_date;
  if (update.purchase_price !== undefined) changes.purchasePrice = update.purchase_price;
  if (update.warranty_until !== undefined) changes.warrantyUntil = update.warranty_until;
  if (update.custom_fields !== undefined) changes.customFields = update.custom_fields;
  return changes;
}

/** The sharing state of items as the viewer sees it (provided by the sharing module). */
export type SharingInfoSource = (
  viewerId: string,
  itemIds: string[],
) => Promise<Map<string, SharingInfo>>;

export interface InventoryServiceDeps {
  repository: InventoryRepository;
  /** Decides who may read and change which household's items. */
  access: AccessPolicy;
  storage: Storage;
  clock: Clock;
  sharingInfo?: SharingInfoSource;
  /** Items near a search in meaning, for when no word matches (sentence embeddings). */
  /** Items named by meaning, among the household's (the words' own first). */
  semanticSearch?: (userId: string, text: string, householdId?: string) => Promise<string[]>;
  warranties?: Pick<ItemWarrantiesRepository, 'endingFor'>;
  events: DomainEventBus;
  /** The files attached to an item (the attachments module). */
  attachments?: ItemAttachments;
}

/** What an item's detail and its deletion need of its attachments. */
export interface ItemAttachments {
  listOf(itemId: string): Promise<Attachment[]>;
  storedKeysOf(itemId: string): Promise<string[]>;
}

export class InventoryService {
  private readonly repository: InventoryRepository;
  private readonly storage: Storage;
  private readonly clock: Clock;
  private readonly sharingInfo: SharingInfoSource;
  private readonly semanticSearch?: (
    userId: string,
    text: string,
    householdId?: string,
  ) => Promise<string[]>;
  private readonly access: AccessPolicy;
  private readonly events: DomainEventBus;
  private readonly warranties: Pick<ItemWarrantiesRepository, 'endingFor'> | undefined;
  private readonly attachments: ItemAttachments | undefined;

  constructor(deps: InventoryServiceDeps) {
    this.attachments = deps.attachments;
    this.repository = deps.repository;
    this.storage = deps.storage;
    this.clock = deps.clock;
    this.sharingInfo = deps.sharingInfo ?? (async () => new Map());
    this.semanticSearch = deps.semanticSearch;
    this.access = deps.access;
    this.events = deps.events;
    this.warranties = deps.warranties;
  }

  private async itemsChanged(ownerId: string, itemIds: string[], householdId?: string, added = 0) {
    await this.events.emit('itemsChanged', { ownerId, itemIds, householdId, added });
  }

  /** The household of an item the user may act on so; 404 or 403 otherwise. */
  private async granted(userId: string, id: string, action: 'read' | 'write') {
    return this.access.item(userId, id, action, ITEM_NOT_FOUND);
  }

  /**
   * Items as the API shows them, with the viewer's sharing state; an item of a household the
   * viewer is not a member of (one they borrow) only as its borrower may see it.
   */
  async present(userId: string, rows: ItemWithSource[]): Promise<InventoryItem[]> {
    const signer = new FileUrlSigner(this.storage);
    const info = await this.sharingInfo(
      userId,
      rows.map((row) => row.id),
    );
    const households = [...new Set(rows.map((row) => row.householdId))];
    const member = await Promise.all(households.map((id) => this.access.isMember(userId, id)));
    const memberOf = new Set(households.filter((_, k) => member[k]));
    const borrowed = rows.filter((row) => !memberOf.has(row.householdId));
    const areas = await this.repository.ownerAreas([...new Set(borrowed.map((row) => row.userId))]);
    const paths = await this.repository.placePaths(
      rows.flatMap((row) => (row.placeId && memberOf.has(row.householdId) ? [row.placeId] : [])),
    );
    return Promise.all(
      rows.map(async (row) => {
        const placePath = row.placeId ? (paths.get(row.placeId) ?? null) : null;
        const item = await presentItem({ ...row, placePath }, signer, info.get(row.id) ?? null);
        return memberOf.has(row.householdId)
          ? item
          : borrowerView(item, areas.get(row.userId) ?? null);
      }),
    );
  }

  /** A place named in a request must be one of the household's (404 otherwise). */
  private async checkPlace(
    userId: string,
    householdId: string,
    placeId: string | null | undefined,
  ) {
    if (!placeId) return;
    const place = await this.access.place(userId, placeId, 'read', ITEM_PLACE_NOT_FOUND);
    if (place.householdId !== householdId) throw notFound(ITEM_PLACE_NOT_FOUND);
  }

  async list(userId: string, input: InventoryListInput) {
    const { householdId } = await this.access.household(userId, input.householdId, 'read');
    if (input.placeId) await this.checkPlace(userId, householdId, input.placeId);
    let { rows, total } = await this.repository.list(
      { userId, householdId },
      input,
      input.sort,
      input.limit,
      input.offset,
    );
    // Nothing matched the words: look for items that mean the same ("coffee maker").
    if (total === 0 && input.search && this.semanticSearch) {
      const ids = await this.semanticSearch(userId, input.search, householdId).catch(() => []);
      if (ids.length > 0) {
        ({ rows, total } = await this.repository.list(
          { userId, householdId },
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
    const { householdId, role } = await this.granted(userId, id, 'read');
    const row =
      role === 'borrower'
        ? await this.repository.findAny(id)
        : await this.repository.findOwned(householdId, id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    const [item] = await this.present(userId, [row]);
    // Receipts and manuals are the household's: a borrower does not see them.
    if (role === 'borrower' || !this.attachments) return item!;
    return { ...item!, attachments: await this.attachments.listOf(id) };
  }

  async update(
    userId: string,
    id: string,
    changes: Partial<InventoryItemRow>,
  ): Promise<InventoryItem> {
    const { householdId } = await this.granted(userId, id, 'write');
    await this.checkPlace(userId, householdId, changes.placeId);
    if (!(await this.repository.update(householdId, id, changes, this.clock.now()))) {
      throw notFound(ITEM_NOT_FOUND);
    }
    await this.itemsChanged(userId, [id], householdId);
    if (changes.isPublic !== undefined || changes.isShareable !== undefined) {
      await this.events.emit('visibilityChanged', { ownerId: userId, itemIds: [id] });
    }
    return this.get(userId, id);
  }

  /** An item added by its owner: verified, fully confident, not located in any photo. */
  async create(userId: string, input: InventoryItemCreateParsed): Promise<InventoryItem> {
    const { source_file_id: sourceFileId, household_id: requested, ...fields } = input;
    const { householdId } = await this.access.household(userId, requested, 'write');
    if (sourceFileId) {
      const file = await this.access.file(userId, sourceFileId, 'read', SOURCE_FILE_NOT_FOUND);
      if (file.householdId !== householdId) throw notFound(SOURCE_FILE_NOT_FOUND);
    }
    const changes = toRowChanges(fields);
    await this.checkPlace(userId, householdId, changes.placeId);
    const now = this.clock.now();
    const id = randomUUID();
    await this.repository.insert({
      itemCategory: DEFAULT_CATEGORY,
      ...changes,
      id,
      userId,
      householdId,
      itemName: changes.itemName ?? fields.item_name,
      sourceFileId: sourceFileId ?? null,
      isVerified: changes.isVerified ?? true,
      confidenceScore: 1,
      ownershipLikelihood: 1,
      prominenceScore: 0,
      visualAreaPercentage: 0,
      createdAt: now,
      updatedAt: now,
    });
    await this.itemsChanged(userId, [id], householdId, 1);
    return this.get(userId, id);
  }

  /**
   * Folds `otherId` into `id`: quantities add, fields empty on `id` are taken from the other,
   * tags join, and the other item goes. An item that is lent or given away cannot be folded in.
   */
  async merge(userId: string, id: string, otherId: string): Promise<InventoryItem> {
    if (id === otherId) throw new AppError(422, 'Choose two different items to merge.');
    const { householdId } = await this.granted(userId, id, 'write');
    await this.granted(userId, otherId, 'write');
    const [item, other] = await Promise.all([
      this.repository.findOwned(householdId, id),
      this.repository.findOwned(householdId, otherId),
    ]);
    if (!item || !other) throw notFound(ITEM_NOT_FOUND);
    if (await this.repository.hasActiveShare(otherId)) {
      throw conflict(
        `"${other.itemName}" is lent, given or requested right now; finish that share before merging it.`,
      );
    }
    const values = mergedValues(item, other);
    if (!(await this.repository.merge(householdId, id, otherId, values, this.clock.now()))) {
      throw notFound(ITEM_NOT_FOUND);
    }
    const unused = [other.imageKey, other.imageThumbnailKey].filter(
      (key): key is string => !!key && key !== values.imageKey && key !== values.imageThumbnailKey,
    );
    if (unused.length) await this.storage.delete(unused).catch(() => undefined);
    await this.itemsChanged(userId, [id, otherId], householdId);
    return this.get(userId, id);
  }

  /**
   * Folds every other item of `ids` into `keepId` in one transaction, each in turn as `merge`
   * does, their notes combined (see combinedNotes); all of them must be items of one household the user may edit, none of the others lent or given.
   */
  async mergeMany(
    userId: string,
    ids: string[],
    keepId: string,
  ): Promise<{ item: InventoryItem; deleted_ids: string[] }> {
    const otherIds = [...new Set(ids)].filter((id) => id !== keepId);
    if (otherIds.length === 0) throw new AppError(422, 'Choose two different items to merge.');
    const { householdId } = await this.granted(userId, keepId, 'write');
    for (const id of otherIds) {
      const other = await this.granted(userId, id, 'write');
      if (other.householdId !== householdId) {
        throw new AppError(422, 'Only items of the same household can be merged.');
      }
    }
    const keep = await this.repository.findOwned(householdId, keepId);
    const others = await Promise.all(
      otherIds.map((id) => this.repository.findOwned(householdId, id)),
    );
    if (!keep || others.some((row) => !row)) throw notFound(ITEM_NOT_FOUND);
    const rows = others as ItemWithSource[];
    for (const row of rows) {
      if (await this.repository.hasActiveShare(row.id)) {
        throw conflict(
          `"${row.itemName}" is lent, given or requested right now; finish that share before merging it.`,
        );
      }
    }
    const notes = combinedNotes([keep, ...rows]);
    let current: InventoryItemRow = keep;
    let values: Partial<InventoryItemRow> = {};
    for (const row of rows) {
      values = mergedValues(current, row);
      current = { ...current, ...values };
    }
    values = { ...values, notes };
    if (
      !(await this.repository.mergeMany(householdId, keepId, otherIds, values, this.clock.now()))
    ) {
      throw notFound(ITEM_NOT_FOUND);
    }
    const kept = new Set([values.imageKey, values.imageThumbnailKey]);
    const unused = rows
      .flatMap((row) => [row.imageKey, row.imageThumbnailKey])
      .filter((key): key is string => !!key && !kept.has(key));
    if (unused.length) await this.storage.delete(unused).catch(() => undefined);
    await this.itemsChanged(userId, [keepId, ...otherIds], householdId);
    await this.events.emit('visibilityChanged', { ownerId: userId, itemIds: otherIds });
    return { item: await this.get(userId, keepId), deleted_ids: otherIds };
  }

  /** The owner's own photo of the item replaces its picture. */
  async setPicture(userId: string, id: string, bytes: Buffer): Promise<InventoryItem> {
    const { householdId } = await this.granted(userId, id, 'write');
    const item = await this.repository.findOwned(householdId, id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const { picture, thumbnail } = await ownerPicture(bytes);
    const pictureId = randomUUID();
    const imageKey = `${userId}/${pictureId}.jpg`;
    const imageThumbnailKey = `${userId}/${pictureId}-thumb.jpg`;
    await this.storage.put(imageKey, picture, 'image/jpeg');
    await this.storage.put(imageThumbnailKey, thumbnail, 'image/jpeg');
    if (
      !(await this.repository.update(
        householdId,
        id,
        { imageKey, imageThumbnailKey },
        this.clock.now(),
      ))
    ) {
      await this.storage.delete([imageKey, imageThumbnailKey]).catch(() => undefined);
      throw notFound(ITEM_NOT_FOUND);
    }
    const old = [item.imageKey, item.imageThumbnailKey].filter((k): k is string => !!k);
    if (old.length) await this.storage.delete(old).catch(() => undefined);
    await this.itemsChanged(userId, [id], householdId);
    return this.get(userId, id);
  }

  /**
   * One change to many items of one household the user may edit, all or none (404 naming none
   * when any is not the household's).
   */
  async bulk(userId: string, ids: string[], action: BulkAction): Promise<InventoryBulkResponse> {
    const unique = [...new Set(ids)];
    // A viewer is told why (403); anyone else learns nothing of the items (404).
    const { householdId } = await this.granted(userId, unique[0]!, 'write').catch(
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 403) throw error;
        throw notFound(BULK_NOT_FOUND);
      },
    );
    if ('set' in action) await this.checkPlace(userId, householdId, action.set.placeId);
    const rows = await this.repository.bulk(householdId, unique, action, this.clock.now());
    if (!rows) throw notFound(BULK_NOT_FOUND);
    await this.itemsChanged(userId, unique, householdId);
    const visibility = 'set' in action && ('isPublic' in action.set || 'isShareable' in action.set);
    if (visibility || 'delete' in action) {
      await this.events.emit('visibilityChanged', { ownerId: userId, itemIds: unique });
    }
    if ('delete' in action) {
      const pictures = rows.flatMap((row) => [row.imageKey, row.imageThumbnailKey]);
      const keys = pictures.filter((key): key is string => !!key);
      if (keys.length) await this.storage.delete(keys).catch(() => undefined);
      return { items: [], updated: 0, deleted: rows.length };
    }
    const items = await Promise.all(unique.map((id) => this.repository.findOwned(householdId, id)));
    const present = await this.present(
      userId,
      items.filter((item): item is ItemWithSource => !!item),
    );
    return { items: present, updated: rows.length, deleted: 0 };
  }

  /** The owner's items whose warranty ends within `withinDays` days, soonest first. */
  async endingWarranties(userId: string, withinDays: number): Promise<EndingWarranties> {
    const now = this.clock.now();
    const today = now.toISOString().slice(0, 10);
    const last = new Date(now.getTime() + withinDays * 86_400_000).toISOString().slice(0, 10);
    const rows = (await this.warranties?.endingFor(userId, today, last)) ?? [];
    const todayMs = Date.parse(`${today}T00:00:00Z`);
    return {
      within_days: withinDays,
      items: rows.map((row) => ({
        item_id: row.itemId,
        item_name: row.itemName,
        warranty_until: row.warrantyUntil,
        days_left: Math.round(
          (Date.parse(`${row.warrantyUntil}T00:00:00Z`) - todayMs) / 86_400_000,
        ),
      })),
    };
  }

  async setVisibility(userId: string, id: string, isPublic: boolean): Promise<InventoryItem> {
    const { householdId } = await this.granted(userId, id, 'write');
    if (!(await this.repository.update(householdId, id, { isPublic }, this.clock.now()))) {
      throw notFound(ITEM_NOT_FOUND);
    }
    await this.events.emit('visibilityChanged', { ownerId: userId, itemIds: [id] });
    return this.get(userId, id);
  }

  async delete(userId: string, id: string) {
    const { householdId } = await this.granted(userId, id, 'write');
    const item = await this.repository.findOwned(householdId, id);
    const attached = (await this.attachments?.storedKeysOf(id)) ?? [];
    if (!item || !(await this.repository.delete(householdId, id))) throw notFound(ITEM_NOT_FOUND);
    // Its picture and attached files go with it (what a failed delete leaves, the sweep removes).
    const stored = [item.imageKey, item.imageThumbnailKey, ...attached];
    const keys = stored.filter((k): k is string => !!k);
    if (keys.length) await this.storage.delete(keys).catch(() => undefined);
    await this.itemsChanged(userId, [id], householdId);
    return {
      item_id: id,
      vector_deletion_results: { status: 'completed', deleted_search_entries: 1 },
    };
  }
}
