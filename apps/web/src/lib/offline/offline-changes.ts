import type { InventoryItem, InventoryItemCreate, InventoryItemUpdate } from '@circle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { findCachedItem, replaceItemInCaches } from '@/lib/inventory-cache';
import { authKeys } from '@/lib/query-keys/auth-keys';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { outboxStorage, putItems, readItem } from './local-db';
import { enqueue } from './outbox';
import { LOCAL_ID_PREFIX, type OutboxOperation } from './outbox-types';
import { useSyncStatus } from './sync-status-store';
import { applyChanges, localItemFrom } from './local-item';
import { photoPreview } from './photo-preview';

function newKey(): string {
  return crypto.randomUUID();
}

/** Reads the outbox into the banner's store. */
export async function publishOutbox(): Promise<void> {
  useSyncStatus.getState().setEntries(await outboxStorage.list());
}

async function queue(op: OutboxOperation): Promise<void> {
  await enqueue(outboxStorage, op, { now: new Date(), newId: newKey });
  await publishOutbox();
}

async function knownItem(queryClient: QueryClient, id: string): Promise<InventoryItem | undefined> {
  return (
    queryClient.getQueryData<InventoryItem>(inventoryKeys.item(id)) ??
    findCachedItem(queryClient, id) ??
    (await readItem(id))
  );
}

/** Shows a change made here everywhere at once and keeps it in the device's copy. */
async function showLocally(queryClient: QueryClient, item: InventoryItem): Promise<void> {
  await putItems([item]);
  replaceItemInCaches(queryClient, item, { refreshLists: true });
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists });
}

/**
 * An edit made without a connection: saved on this device and queued, with the version it was
 * made on (a newer one on the server by then is a conflict). Returns the item as it now reads.
 */
export async function queueItemUpdate(
  queryClient: QueryClient,
  id: string,
  changes: InventoryItemUpdate,
): Promise<InventoryItem> {
  const current = await knownItem(queryClient, id);
  if (!current) throw new Error('This item is not kept on this device; connect to edit it.');
  const updated = applyChanges(current, changes);
  await queue({ kind: 'update', itemId: id, changes, baseUpdatedAt: current.updated_at });
  await showLocally(queryClient, updated);
  return updated;
}

/** An item added by hand without a connection (and its photo): shown at once, sent later. */
export async function queueItemCreate(
  queryClient: QueryClient,
  body: InventoryItemCreate,
  photo: File | null,
): Promise<InventoryItem> {
  const me = queryClient.getQueryData<{ id: string }>(authKeys.me);
  const preview = photo ? await photoPreview(photo) : null;
  const item = {
    ...localItemFrom(body, `${LOCAL_ID_PREFIX}${newKey()}`, me?.id ?? '', new Date()),
    image_url: preview,
    thumbnail_url: preview,
  };
  await queue({ kind: 'create', localId: item.id, body });
  if (photo) {
    await queue({
      kind: 'picture',
      itemId: item.id,
      photo,
      filename: photo.name || 'photo.jpg',
    });
  }
  await showLocally(queryClient, item);
  return item;
}
