import type { InventoryItem, InventoryItemUpdate } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { apiClient } from '@/lib/api-client';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { isUnreachable } from '@/lib/offline/local-reads';
import { isOffline } from '@/lib/offline/sync-status-store';

/** PATCH /users/inventory/{id} with any editable fields → the updated item. */
export function updateInventoryItem(
  id: string,
  changes: InventoryItemUpdate,
): Promise<InventoryItem> {
  return apiClient.patch<InventoryItem>(`/users/inventory/${encodeURIComponent(id)}`, {
    json: changes,
  });
}

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: InventoryItemUpdate }) => {
      // Without a connection the edit is kept on this device and sent when it returns.
      const queueIt = async () =>
        (await import('@/lib/offline/offline-changes')).queueItemUpdate(queryClient, id, changes);
      if (isOffline()) return queueIt();
      try {
        return await updateInventoryItem(id, changes);
      } catch (error) {
        if (isUnreachable(error)) return queueIt();
        throw error;
      }
    },
    networkMode: 'always',
    onSuccess: (item) => {
      replaceItemInCaches(queryClient, item, { refreshLists: true });
      // A public item's new category or brand shows in Discover's filters at once.
      if (item.is_public)
        void queryClient.invalidateQueries({ queryKey: communityKeys.publicItemLists });
    },
  });
}
