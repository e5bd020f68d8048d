import type {
  InventoryItem,
  InventoryMergeRequest,
  InventoryMergeResponse,
} from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  removeItemFromCaches,
  removeItemsFromCaches,
  replaceItemInCaches,
} from '@/lib/inventory-cache';

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

/** POST /users/inventory/merge: the others of `item_ids` fold into `keep_id` and are deleted. */
export function mergeManyInventoryItems(
  request: InventoryMergeRequest,
): Promise<InventoryMergeResponse> {
  return apiClient.post<InventoryMergeResponse>('/users/inventory/merge', { json: request });
}

export function useMergeManyInventoryItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeManyInventoryItems,
    onSuccess: ({ item, deleted_ids }) => {
      removeItemsFromCaches(queryClient, (candidate) => deleted_ids.includes(candidate.id));
      replaceItemInCaches(queryClient, item, { refreshLists: true });
    },
  });
}
