import type { InventoryItem } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { removeItemFromCaches, replaceItemInCaches } from '@/lib/inventory-cache';

/** POST /users/inventory/{id}/merge: `otherId` is folded into `id` and deleted → the kept item. */
export function mergeInventoryItems(id: string, otherId: string): Promise<InventoryItem> {
  return apiClient.post<InventoryItem>(`/users/inventory/${encodeURIComponent(id)}/merge`, {
    json: { other_id: otherId },
  });
}

export function useMergeInventoryItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, otherId }: { id: string; otherId: string }) =>
      mergeInventoryItems(id, otherId),
    onSuccess: (kept, { otherId }) => {
      removeItemFromCaches(queryClient, otherId);
      replaceItemInCaches(queryClient, kept, { refreshLists: true });
    },
  });
}
