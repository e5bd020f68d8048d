import type { InventoryBulkRequest, InventoryBulkResponse } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { replaceItemInCaches } from '@/lib/inventory-cache';

/** POST /users/inventory/bulk: one change to many items, all or none. */
export function bulkInventoryItems(request: InventoryBulkRequest): Promise<InventoryBulkResponse> {
  return apiClient.post<InventoryBulkResponse>('/users/inventory/bulk', { json: request });
}

export function useBulkInventoryItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkInventoryItems,
    onSuccess: (result) => {
      result.items.forEach((item, index) =>
        replaceItemInCaches(queryClient, item, { refreshLists: index === result.items.length - 1 }),
      );
    },
  });
}
