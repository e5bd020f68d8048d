import type { InventoryItem } from '@circle/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry, OutboxStorage } from './outbox-types';

/** What this device keeps for use without a connection (one signed-in person at a time). */
interface OfflineSchema extends DBSchema {
  /** The person's whole inventory as last seen, with the changes made here applied. */
  items: { key: string; value: InventoryItem };
  /** Changes waiting for the server, in order. */
  outbox: { key: string; value: OutboxEntry };
  /** The query cache as last seen ('queries') and whose data this is ('owner'). */
  meta: { key: string; value: unknown };
}

const DB_NAME = 'circle-offline';
const DB_VERSION = 1;

let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'id' });
      db.createObjectStore('outbox', { keyPath: 'id' });
      db.createObjectStore('meta');
    },
  });
  return opening;
}

export async function readItems(): Promise<InventoryItem[]> {
  return (await offlineDb()).getAll('items');
}

export async function readItem(id: string): Promise<InventoryItem | undefined> {
  return (await offlineDb()).get('items', id);
}

export async function putItems(items: readonly InventoryItem[]): Promise<void> {
  const tx = (await offlineDb()).transaction('items', 'readwrite');
  await Promise.all([...items.map((item) => tx.store.put(item)), tx.done]);
}

export async function deleteItem(id: string): Promise<void> {
  await (await offlineDb()).delete('items', id);
}

/** The whole inventory from the server replaces the copy; `keep` says which local ones stay. */
export async function replaceItems(
  items: readonly InventoryItem[],
  keep: (item: InventoryItem) => boolean,
): Promise<void> {
  const tx = (await offlineDb()).transaction('items', 'readwrite');
  const kept = (await tx.store.getAll()).filter(keep);
  await tx.store.clear();
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of kept) byId.set(item.id, item);
  await Promise.all([...[...byId.values()].map((item) => tx.store.put(item)), tx.done]);
}

export async function readMeta<T>(key: string): Promise<T | undefined> {
  return (await (await offlineDb()).get('meta', key)) as T | undefined;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await (await offlineDb()).put('meta', value, key);
}

/** The outbox in IndexedDB: it outlives reloads and closed tabs. */
export const outboxStorage: OutboxStorage = {
  list: async () => (await offlineDb()).getAll('outbox'),
  put: async (entry) => {
    await (await offlineDb()).put('outbox', entry);
  },
  remove: async (id) => {
    await (await offlineDb()).delete('outbox', id);
  },
};

/** Forgets everything kept for offline use (sign-out, another person signing in). */
export async function clearOfflineData(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['items', 'outbox', 'meta'], 'readwrite');
  await Promise.all([
    tx.objectStore('items').clear(),
    tx.objectStore('outbox').clear(),
    tx.objectStore('meta').clear(),
    tx.done,
  ]);
}
