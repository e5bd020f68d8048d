import type { Share, ShareCreateRequest } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { apiClient } from '@/lib/api-client';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';

/** POST /users/inventory/{id}/share → the share with its link (201). */
export function createShare(itemId: string, body: ShareCreateRequest): Promise<Share> {
  return apiClient.post<Share>(`/users/inventory/${encodeURIComponent(itemId)}/share`, {
    json: body,
  });
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: ShareCreateRequest }) =>
      createShare(itemId, body),
    onSuccess: (_share, { itemId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.shares }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.item(itemId) }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.lists }),
      ]),
  });
}
