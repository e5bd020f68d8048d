import type { InventoryItem } from '@circle/contract';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { authKeys } from '@/lib/query-keys/auth-keys';
import { filesKeys } from '@/lib/query-keys/files-keys';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { useSessionStore } from '@/lib/session-store';
import { followInventoryAnswers, mirrorInventory } from './inventory-mirror';
import {
  clearOfflineData,
  deleteItem,
  outboxStorage,
  putItems,
  readMeta,
  writeMeta,
} from './local-db';
import { publishOutbox } from './offline-changes';
import { outboxSender } from './outbox-sender';
import { drainOutbox, keepMine } from './outbox';
import type { SyncedEntry } from './outbox-types';
import { keepQuerySnapshot } from './query-snapshot';
import { rememberSavedLocalId, useSyncStatus, type SyncActions } from './sync-status-store';
import { cacheAppForOffline, forgetPictures } from './service-worker-messages';

/** Waits before the next try after a failed one: longer each time, at most a minute. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** Writes what the server answered for a sent change into the caches and the device's copy. */
async function applySynced(
  queryClient: QueryClient,
  { entry, item, replacedLocalId }: SyncedEntry,
) {
  if (replacedLocalId) {
    rememberSavedLocalId(replacedLocalId, item.id);
    await deleteItem(replacedLocalId);
    // A screen still showing the item under its local id shows the saved one.
    queryClient.setQueryData<InventoryItem>(inventoryKeys.item(replacedLocalId), item);
  }
  await putItems([item]);
  replaceItemInCaches(queryClient, item, { refreshLists: true });
  // A picture or an item in a file shows in the file lists too.
  if (entry.op.kind !== 'update') void queryClient.invalidateQueries({ queryKey: filesKeys.all });
}

/** The device's data belongs to whoever signed in last: another person starts afresh. */
async function claimDevice(queryClient: QueryClient): Promise<void> {
  const me = queryClient.getQueryData<{ id: string }>(authKeys.me);
  if (!me) return;
  const owner = await readMeta<string>('owner');
  if (owner && owner !== me.id) await clearOfflineData();
  if (owner !== me.id) await writeMeta('owner', me.id);
}

export interface OfflineSync extends SyncActions {
  stop: () => void;
}

/**
 * Keeps the signed-in person's data on the device and their offline changes going out: the
 * inventory is copied when online, the query cache is kept, and the outbox is sent whenever the
 * connection returns (and retried with growing pauses while the server cannot be reached).
 */
export function startOfflineSync(queryClient: QueryClient): OfflineSync {
  let running: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let stopped = false;

  const scheduleRetry = () => {
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    retryTimer = setTimeout(() => void syncNow(), delay);
  };

  async function run(): Promise<void> {
    const status = useSyncStatus.getState();
    status.setSyncing(true);
    try {
      const result = await drainOutbox(outboxStorage, outboxSender, (synced) => {
        void applySynced(queryClient, synced);
      });
      await publishOutbox();
      if (result.synced.length > 0) {
        status.markSynced(Date.now());
        void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      }
      if (result.complete) {
        failures = 0;
        await mirrorInventory().catch(() => undefined);
      } else if (!stopped) scheduleRetry();
    } catch {
      // The device's storage or the server failed in a way not seen before: try again later.
      if (!stopped) scheduleRetry();
    } finally {
      status.setSyncing(false);
    }
  }

  function syncNow(): Promise<void> {
    if (stopped || !onlineManager.isOnline()) return Promise.resolve();
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  async function resolveConflict(entryId: string, keep: 'mine' | 'theirs') {
    const entry = (await outboxStorage.list()).find((candidate) => candidate.id === entryId);
    if (!entry || entry.status !== 'conflict') return;
    if (keep === 'mine') {
      await outboxStorage.put(keepMine(entry));
    } else {
      await outboxStorage.remove(entry.id);
      if (entry.theirs) {
        await putItems([entry.theirs]);
        replaceItemInCaches(queryClient, entry.theirs, { refreshLists: true });
      }
    }
    await publishOutbox();
    await syncNow();
  }

  /** A change the server refused for good is let go (an item added here goes with it). */
  async function discard(entryId: string) {
    const entry = (await outboxStorage.list()).find((candidate) => candidate.id === entryId);
    if (!entry) return;
    await outboxStorage.remove(entry.id);
    if (entry.op.kind === 'create') {
      await deleteItem(entry.op.localId);
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    }
    await publishOutbox();
  }

  const stops = [
    followInventoryAnswers(queryClient),
    keepQuerySnapshot(queryClient),
    onlineManager.subscribe((online) => {
      if (online) void syncNow();
    }),
    useSessionStore.subscribe((state, previous) => {
      // Signing out on purpose forgets what this device kept; an expired session keeps the
      // changes still waiting for the same person's next sign-in.
      if (previous.authToken && !state.authToken && state.loggedOutExplicitly) {
        void clearOfflineData().then(publishOutbox);
        void forgetPictures();
      }
    }),
  ];
  void claimDevice(queryClient)
    .then(publishOutbox)
    .then(syncNow)
    .catch(() => undefined);
  cacheAppForOffline();

  return {
    syncNow,
    resolveConflict,
    discard,
    stop: () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      stops.forEach((stop) => stop());
    },
  };
}
