import type { itemDeleteResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { removeItemFromCaches } from '@/lib/inventory-cache';

export type ItemDeleteResponse = z.infer<typeof itemDeleteResponseSchema>;

/** DELETE /users/inventory/{id}. */
export function deleteInventoryItem(id: string): Promise<ItemDeleteResponse> {
  return apiClient.delete<ItemDeleteResponse>(`/users/inventory/${encodeURIComponent(id)}`, {});
}

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryItem,
    onSuccess: (_response, id) => removeItemFromCaches(queryClient, id),
  });
}
