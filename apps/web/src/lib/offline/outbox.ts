import type { InventoryItem } from '@circle/contract';
import { isApiError } from '@/lib/api-errors';
import type {
  OutboxEntry,
  OutboxOperation,
  OutboxSender,
  OutboxStorage,
  SyncedEntry,
} from './outbox-types';
import { isLocalId, itemIdOf } from './outbox-types';

export interface EnqueueOptions {
  now: Date;
  newId: () => string;
}

function bySeq(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq;
}

/** The entry a new change folds into: a waiting creation or update of the same item. */
function foldTarget(entries: OutboxEntry[], op: OutboxOperation): OutboxEntry | undefined {
  if (op.kind !== 'update') return undefined;
  return entries.find(
    (entry) =>
      entry.status === 'waiting' &&
      ((entry.op.kind === 'create' && entry.op.localId === op.itemId) ||
        (entry.op.kind === 'update' && entry.op.itemId === op.itemId)),
  );
}

/**
 * Adds a change to the outbox. A change to an item that already waits folds into that entry
 * (its creation or its earlier update, keeping the first base version), so an item goes out
 * once with everything done to it offline.
 */
export async function enqueue(
  storage: OutboxStorage,
  op: OutboxOperation,
  { now, newId }: EnqueueOptions,
): Promise<OutboxEntry> {
  const entries = await storage.list();
  const target = foldTarget(entries, op);
  if (target && op.kind === 'update') {
    const folded: OutboxEntry =
      target.op.kind === 'create'
        ? { ...target, op: { ...target.op, body: { ...target.op.body, ...op.changes } } }
        : target.op.kind === 'update'
          ? { ...target, op: { ...target.op, changes: { ...target.op.changes, ...op.changes } } }
          : target;
    await storage.put(folded);
    return folded;
  }
  const seq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1;
  const entry: OutboxEntry = {
    id: newId(),
    seq,
    createdAt: now.toISOString(),
    op,
    status: 'waiting',
    attempts: 0,
    error: null,
  };
  await storage.put(entry);
  return entry;
}

/** Statuses that say "not now" rather than "never": the entry is sent again later. */
const TRANSIENT_STATUSES = new Set([401, 408, 409, 425, 429]);

export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind !== 'http') return true;
  return TRANSIENT_STATUSES.has(error.status) || error.status >= 500;
}

/** A creation that got no answer at all may have reached the server. */
function maybeSaved(entry: OutboxEntry, error: unknown): boolean {
  return entry.op.kind === 'create' && isApiError(error) && error.kind !== 'http';
}

function failureText(error: unknown): string {
  if (isApiError(error)) return error.displayMessage;
  return error instanceof Error ? error.message : 'The change could not be saved.';
}

function withItemId(op: OutboxOperation, itemId: string): OutboxOperation {
  return op.kind === 'create' ? op : { ...op, itemId };
}

/** Later entries about `from` now name `to` (a created item's server id). */
async function renameItem(
  storage: OutboxStorage,
  entries: OutboxEntry[],
  from: string,
  to: string,
): Promise<void> {
  for (const later of entries) {
    if (itemIdOf(later.op) !== from || later.op.kind === 'create') continue;
    const renamed = { ...later, op: withItemId(later.op, to) };
    await storage.put(renamed);
    Object.assign(later, renamed);
  }
}

/** Later updates of an item that was just saved start from its new version. */
async function rebaseUpdates(
  storage: OutboxStorage,
  entries: OutboxEntry[],
  item: InventoryItem,
): Promise<void> {
  for (const later of entries) {
    if (later.op.kind !== 'update' || later.op.itemId !== item.id) continue;
    const rebased = { ...later, op: { ...later.op, baseUpdatedAt: item.updated_at } };
    await storage.put(rebased);
    Object.assign(later, rebased);
  }
}

type SendOutcome =
  { kind: 'sent'; synced: SyncedEntry } | { kind: 'conflict'; theirs: InventoryItem };

async function sendOne(entry: OutboxEntry, sender: OutboxSender): Promise<SendOutcome> {
  const { op } = entry;
  switch (op.kind) {
    case 'update': {
      const theirs = await sender.fetchItem(op.itemId);
      if (theirs.updated_at !== op.baseUpdatedAt) return { kind: 'conflict', theirs };
      const item = await sender.updateItem(op.itemId, op.changes, entry.id);
      return { kind: 'sent', synced: { entry, item } };
    }
    case 'create': {
      const saved = entry.sentWithoutAnswerAt
        ? await sender.findCreated(op.body, entry.sentWithoutAnswerAt)
        : undefined;
      const item = saved ?? (await sender.createItem(op.body, entry.id));
      return { kind: 'sent', synced: { entry, item, replacedLocalId: op.localId } };
    }
    case 'picture': {
      const item = await sender.setPicture(op.itemId, op.photo, op.filename, entry.id);
      return { kind: 'sent', synced: { entry, item } };
    }
  }
}

export interface DrainResult {
  synced: SyncedEntry[];
  /** True when every waiting entry went out; false when a transient failure stopped the run. */
  complete: boolean;
}

/**
 * Sends the waiting entries one at a time, in the order they were made. A failure that may pass
 * (no connection, a timeout, the server busy) stops the run and keeps the entry and everything
 * after it for the next one, with the same key; a creation that went without an answer back is
 * looked for on the server before it is sent again, so it is saved once. A refusal marks the entry failed; an item changed
 * elsewhere since it was edited here becomes a conflict for the user to settle. Entries about an
 * item whose creation has not gone out yet wait for it.
 */
export async function drainOutbox(
  storage: OutboxStorage,
  sender: OutboxSender,
  onSynced: (synced: SyncedEntry) => void = () => undefined,
  now: () => Date = () => new Date(),
): Promise<DrainResult> {
  const entries = (await storage.list()).sort(bySeq);
  const synced: SyncedEntry[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    if (entry.status !== 'waiting') continue;
    const itemId = itemIdOf(entry.op);
    if (entry.op.kind !== 'create' && isLocalId(itemId)) continue;
    let outcome: SendOutcome;
    const sentAt = entry.sentWithoutAnswerAt ?? now().toISOString();
    try {
      outcome = await sendOne(entry, sender);
    } catch (error) {
      const transient = isTransientFailure(error);
      await storage.put({
        ...entry,
        attempts: entry.attempts + 1,
        error: failureText(error),
        status: transient ? 'waiting' : 'failed',
        ...(maybeSaved(entry, error) ? { sentWithoutAnswerAt: sentAt } : {}),
      });
      if (transient) return { synced, complete: false };
      continue;
    }
    if (outcome.kind === 'conflict') {
      await storage.put({ ...entry, status: 'conflict', theirs: outcome.theirs, error: null });
      continue;
    }
    await storage.remove(entry.id);
    const later = entries.slice(index + 1);
    const { item, replacedLocalId } = outcome.synced;
    if (replacedLocalId) await renameItem(storage, later, replacedLocalId, item.id);
    await rebaseUpdates(storage, later, item);
    synced.push(outcome.synced);
    onSynced(outcome.synced);
  }
  return { synced, complete: true };
}

/** "Keep mine": the change goes out over the server's version. */
export function keepMine(entry: OutboxEntry): OutboxEntry {
  if (entry.op.kind !== 'update' || !entry.theirs) return entry;
  const { theirs, ...rest } = entry;
  return {
    ...rest,
    status: 'waiting',
    error: null,
    op: { ...entry.op, baseUpdatedAt: theirs.updated_at },
  };
}
