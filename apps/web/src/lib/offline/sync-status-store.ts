import { onlineManager } from '@tanstack/react-query';
import { create } from 'zustand';
import { itemIdOf, type OutboxEntry } from './outbox-types';

/** What the banner's buttons do (the sync code registers them once it has loaded). */
export interface SyncActions {
  syncNow: () => Promise<void>;
  resolveConflict: (entryId: string, keep: 'mine' | 'theirs') => Promise<void>;
  discard: (entryId: string) => Promise<void>;
}

/** What the offline banner and the waiting badges show. Small: it loads with the app. */
interface SyncStatusState {
  actions: SyncActions | null;
  online: boolean;
  /** The outbox as last read, in order. */
  entries: OutboxEntry[];
  /** Sending is under way. */
  syncing: boolean;
  /** When the outbox last emptied after sending something (epoch ms). */
  lastSyncedAt: number | null;
  setEntries: (entries: OutboxEntry[]) => void;
  setSyncing: (syncing: boolean) => void;
  markSynced: (at: number) => void;
}

export const useSyncStatus = create<SyncStatusState>()((set) => ({
  actions: null,
  online: onlineManager.isOnline(),
  entries: [],
  syncing: false,
  lastSyncedAt: null,
  setEntries: (entries) => set({ entries: [...entries].sort((a, b) => a.seq - b.seq) }),
  setSyncing: (syncing) => set({ syncing }),
  markSynced: (at) => set({ lastSyncedAt: at }),
}));

onlineManager.subscribe((online) => useSyncStatus.setState({ online }));

/** Items added offline that the server has since saved: their local id → the server's. */
const savedLocalIds = new Map<string, string>();

export function rememberSavedLocalId(localId: string, id: string): void {
  savedLocalIds.set(localId, id);
}

/** The id to ask the server for (an item added offline and since saved has a new one). */
export function serverIdOf(id: string): string {
  return savedLocalIds.get(id) ?? id;
}

/** True when the browser says there is no connection. */
export function isOffline(): boolean {
  return !onlineManager.isOnline();
}

export function countByStatus(entries: readonly OutboxEntry[]) {
  return {
    waiting: entries.filter((entry) => entry.status === 'waiting').length,
    conflicts: entries.filter((entry) => entry.status === 'conflict'),
    failed: entries.filter((entry) => entry.status === 'failed'),
  };
}

function waitsToSync(entries: readonly OutboxEntry[], itemId: string): boolean {
  return entries.some((entry) => entry.status !== 'failed' && itemIdOf(entry.op) === itemId);
}

/** Whether an item has a change that has not reached the server. */
export function useItemWaitsToSync(itemId: string): boolean {
  return useSyncStatus((state) => waitsToSync(state.entries, itemId));
}

/** The same, read once (e.g. to word the message after a save). */
export function itemWaitsToSync(itemId: string): boolean {
  return waitsToSync(useSyncStatus.getState().entries, itemId);
}
