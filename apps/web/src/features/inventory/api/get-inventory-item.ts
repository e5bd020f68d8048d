import type { InventoryItem } from '@circle/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { findCachedItem } from '@/lib/inventory-cache';
import { useLeavingItemsStore } from '@/lib/leaving-items-store';
import { localItem, withLocalFallback } from '@/lib/offline/local-reads';
import { isLocalId } from '@/lib/offline/outbox-types';
import { serverIdOf } from '@/lib/offline/sync-status-store';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';

/** GET /users/inventory/{id}. Another user's item answers 404. */
export async function fetchInventoryItem(id: string, signal?: AbortSignal): Promise<InventoryItem> {
  const serverId = serverIdOf(id);
  // An item added offline and not saved yet exists only on this device.
  if (isLocalId(serverId)) {
    const kept = await localItem(serverId);
    if (kept) return kept;
  }
  return withLocalFallback(
    () =>
      apiClient.get<InventoryItem>(`/users/inventory/${encodeURIComponent(serverId)}`, {
        ...(signal ? { signal } : {}),
      }),
    () => localItem(serverId),
  );
}

export function inventoryItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: inventoryKeys.item(id),
    queryFn: ({ signal }) => fetchInventoryItem(id, signal),
    retry: false,
    // Without a connection the item comes from the device's copy.
    networkMode: 'always',
  });
}

/**
 * One item; a card tapped in a list shows at once (its list copy) while the item loads. An item
 * being handed back is not reloaded.
 */
export function useInventoryItem(id: string) {
  const queryClient = useQueryClient();
  const leaving = useLeavingItemsStore((state) => state.ids.has(id));
  return useQuery({
    ...inventoryItemQueryOptions(id),
    enabled: !leaving,
    placeholderData: () => findCachedItem(queryClient, id),
  });
}
