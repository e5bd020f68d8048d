import type { InventoryItem, InventoryItemCreate, InventoryItemUpdate } from '@circle/contract';

/** Items added while offline carry this id prefix until the server gives them theirs. */
export const LOCAL_ID_PREFIX = 'offline-';

export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_ID_PREFIX);
}

/** One change made on this device that the server has not seen yet. */
export type OutboxOperation =
  | {
      kind: 'update';
      itemId: string;
      changes: InventoryItemUpdate;
      /** The item's updated_at when the change was made: anything newer is a conflict. */
      baseUpdatedAt: string;
    }
  | { kind: 'create'; localId: string; body: InventoryItemCreate }
  | { kind: 'picture'; itemId: string; photo: Blob; filename: string };

/**
 * waiting: goes out when the connection allows; conflict: the item changed elsewhere, the user
 * chooses; failed: the server refused it for good (the reason is kept and shown).
 */
export type OutboxStatus = 'waiting' | 'conflict' | 'failed';

export interface OutboxEntry {
  /** Also the Idempotency-Key of every attempt: a retry is the same request. */
  id: string;
  /** Entries go out in this order. */
  seq: number;
  createdAt: string;
  op: OutboxOperation;
  status: OutboxStatus;
  attempts: number;
  error: string | null;
  /** The server's version at the moment a conflict was found. */
  theirs?: InventoryItem;
  /**
   * A creation sent without an answer back (the connection went on the way) may have been saved:
   * when this was, so the next try looks for it first.
   */
  sentWithoutAnswerAt?: string;
}

/** Where the outbox lives (IndexedDB in the app, memory in tests). */
export interface OutboxStorage {
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** The server calls the outbox makes; each gets the entry's key. */
export interface OutboxSender {
  fetchItem(id: string): Promise<InventoryItem>;
  updateItem(id: string, changes: InventoryItemUpdate, key: string): Promise<InventoryItem>;
  createItem(body: InventoryItemCreate, key: string): Promise<InventoryItem>;
  /** An item with this name created since `since` (ISO), if the server has one. */
  findCreated(body: InventoryItemCreate, since: string): Promise<InventoryItem | undefined>;
  setPicture(id: string, photo: Blob, filename: string, key: string): Promise<InventoryItem>;
}

/** What one sent entry produced, for the caches. */
export interface SyncedEntry {
  entry: OutboxEntry;
  /** The server's item after an update, a creation or a picture. */
  item: InventoryItem;
  /** For a creation: the local id the item had. */
  replacedLocalId?: string;
}

/** The item an operation is about. */
export function itemIdOf(op: OutboxOperation): string {
  return op.kind === 'create' ? op.localId : op.itemId;
}
