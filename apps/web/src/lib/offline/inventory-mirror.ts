import { PAGE_SIZES, type InventoryItem, type InventoryListResponse } from '@circle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { outboxStorage, putItems, replaceItems } from './local-db';
import { isLocalId, itemIdOf } from './outbox-types';

/** Reads the whole inventory, a page of 200 at a time. */
async function fetchAllItems(): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  for (let offset = 0; ; offset += PAGE_SIZES.categoryList) {
    const page = await apiClient.get<InventoryListResponse>('/users/inventory', {
      query: { limit: PAGE_SIZES.categoryList, offset, sort_by: 'date', sort_order: 'desc' },
      silent: true,
    });
    items.push(...page.items);
    if (!page.pagination.has_next || page.items.length === 0) return items;
  }
}

/**
 * Copies the person's whole inventory to the device, so search, filters and items work without
 * a connection. Items with changes still waiting keep their local version.
 */
export async function mirrorInventory(): Promise<void> {
  const items = await fetchAllItems();
  const waiting = new Set((await outboxStorage.list()).map((entry) => itemIdOf(entry.op)));
  await replaceItems(items, (kept) => isLocalId(kept.id) || waiting.has(kept.id));
}

function itemsOf(data: unknown): InventoryItem[] {
  if (!data || typeof data !== 'object') return [];
  if ('pages' in data && Array.isArray(data.pages)) {
    return (data.pages as { items?: InventoryItem[] }[]).flatMap((page) => page.items ?? []);
  }
  if ('items' in data && Array.isArray(data.items)) return data.items as InventoryItem[];
  if ('id' in data && 'item_name' in data) return [data as InventoryItem];
  return [];
}

/** Every inventory answer the app receives also refreshes the device's copy of those items. */
export function followInventoryAnswers(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== inventoryKeys.all[0]) return;
    const items = itemsOf(event.query.state.data).filter((item) => !isLocalId(item.id));
    if (items.length > 0) void putItems(items).catch(() => undefined);
  });
}
