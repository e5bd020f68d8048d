import type { InventoryItem } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { apiClient } from '@/lib/api-client';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';

export const VISIBILITY_FAILED = {
  title: 'Update Failed',
  message: 'Could not update item visibility. Please try again.',
} as const;

/** PATCH /users/inventory/{id}/visibility {is_public} → the item. */
export function updateItemVisibility(id: string, isPublic: boolean): Promise<InventoryItem> {
  return apiClient.patch<InventoryItem>(`/users/inventory/${encodeURIComponent(id)}/visibility`, {
    json: { is_public: isPublic },
  });
}

/**
 * Spec §4 "Visibility toggle": flips at once (optimistic); on failure the item goes back to what
 * it was and the "Update Failed" toast shows.
 */
export function useUpdateItemVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      updateItemVisibility(id, isPublic),
    onMutate: async ({ id, isPublic }) => {
      await queryClient.cancelQueries({ queryKey: inventoryKeys.item(id) });
      const previous = queryClient.getQueryData<InventoryItem>(inventoryKeys.item(id));
      if (previous) replaceItemInCaches(queryClient, { ...previous, is_public: isPublic });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) replaceItemInCaches(queryClient, context.previous);
      toast.error(VISIBILITY_FAILED.title, VISIBILITY_FAILED.message);
    },
    onSuccess: (item) => {
      replaceItemInCaches(queryClient, item, { refreshLists: true });
      // Discover's items and its category and brand facets change with what is public.
      void queryClient.invalidateQueries({ queryKey: communityKeys.publicItemLists });
    },
  });
}
