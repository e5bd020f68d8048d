import type { InventoryItem } from '@circle/contract';
import { create } from 'zustand';
import { buildUrl } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { bulkInventoryItems } from '../api/bulk-inventory-items';

/** How long a bulk delete can be undone before it is sent. */
export const UNDO_DELETE_MS = 8000;

export interface DeletionCallbacks {
  /** The server deleted them. */
  onDeleted: (items: InventoryItem[]) => void;
  /** The server refused: the items are shown again. */
  onFailed: (items: InventoryItem[], error: unknown) => void;
}

interface PendingDeletion extends DeletionCallbacks {
  id: number;
  items: InventoryItem[];
  timer: ReturnType<typeof setTimeout>;
}

interface PendingDeletionsState {
  pending: PendingDeletion[];
  /** Ids of items being deleted: hidden from the lists until the server answers or Undo. */
  hiddenIds: ReadonlySet<string>;
  /** Hides the items and sends their deletion once the undo window has passed. */
  schedule: (items: InventoryItem[], callbacks: DeletionCallbacks) => number;
  /** Takes a deletion back before it was sent; false once it has been sent. */
  undo: (id: number) => boolean;
  /** Sends one deletion now (once: a deletion already sent or undone is not sent again). */
  commit: (id: number, options?: { keepalive?: boolean }) => void;
  /** Sends every deletion still waiting (leaving Browse, closing the page). */
  commitAll: (options?: { keepalive?: boolean }) => void;
}

function idsOf(pending: PendingDeletion[]): ReadonlySet<string> {
  return new Set(pending.flatMap((entry) => entry.items.map((item) => item.id)));
}

/** The deletion as the page closes: a request the browser finishes after the page is gone. */
function sendKeepalive(itemIds: string[]): Promise<void> {
  const token = useSessionStore.getState().authToken;
  return fetch(buildUrl('/users/inventory/bulk'), {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ item_ids: itemIds, delete: true }),
  }).then((response) => {
    if (!response.ok) throw new Error(`The deletion was refused (${response.status}).`);
  });
}

let nextId = 1;

/**
 * Bulk deletions waiting out their undo window. The store outlives Browse, so a deletion still
 * waiting when the user leaves is sent then (see commitAll), and each is sent at most once.
 */
export const usePendingDeletions = create<PendingDeletionsState>()((set, get) => ({
  pending: [],
  hiddenIds: new Set(),
  schedule: (items, callbacks) => {
    const id = nextId++;
    const timer = setTimeout(() => get().commit(id), UNDO_DELETE_MS);
    const pending = [...get().pending, { id, items, timer, ...callbacks }];
    set({ pending, hiddenIds: idsOf(pending) });
    return id;
  },
  undo: (id) => {
    const entry = get().pending.find((candidate) => candidate.id === id);
    if (!entry) return false;
    clearTimeout(entry.timer);
    const pending = get().pending.filter((candidate) => candidate !== entry);
    set({ pending, hiddenIds: idsOf(pending) });
    return true;
  },
  commit: (id, options) => {
    const entry = get().pending.find((candidate) => candidate.id === id);
    if (!entry) return;
    clearTimeout(entry.timer);
    // Out of the waiting list before anything is sent: it can neither be undone nor sent again.
    set({ pending: get().pending.filter((candidate) => candidate !== entry) });
    const itemIds = entry.items.map((item) => item.id);
    const sent = options?.keepalive
      ? sendKeepalive(itemIds)
      : bulkInventoryItems({ item_ids: itemIds, delete: true });
    const settle = () => set({ hiddenIds: idsOf(get().pending) });
    sent.then(
      () => {
        entry.onDeleted(entry.items);
        settle();
      },
      (error: unknown) => {
        settle();
        entry.onFailed(entry.items, error);
      },
    );
  },
  commitAll: (options) => {
    for (const entry of [...get().pending]) get().commit(entry.id, options);
  },
}));
