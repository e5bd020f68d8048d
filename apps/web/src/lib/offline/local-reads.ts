import type { InventoryItem } from '@circle/contract';
import { isApiError } from '@/lib/api-errors';
import { isOffline } from './sync-status-store';

/** No answer came (no connection, or none in time): the local copy may stand in. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'http';
}

/** The local copy of the inventory (its code loads only when it is first needed). */
export async function localItems(): Promise<InventoryItem[]> {
  const { readItems } = await import('./local-db');
  return readItems();
}

export async function localItem(id: string): Promise<InventoryItem | undefined> {
  const { readItem } = await import('./local-db');
  return readItem(id);
}

/**
 * Asks the server, and without a connection answers from what this device keeps: at once when
 * the browser knows it is offline, after the failed call otherwise. Nothing kept: the call's
 * error stands.
 */
export async function withLocalFallback<T>(
  network: () => Promise<T>,
  local: () => Promise<T | undefined>,
): Promise<T> {
  if (isOffline()) {
    const kept = await local().catch(() => undefined);
    if (kept !== undefined) return kept;
  }
  try {
    return await network();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const kept = await local().catch(() => undefined);
    if (kept === undefined) throw error;
    return kept;
  }
}
