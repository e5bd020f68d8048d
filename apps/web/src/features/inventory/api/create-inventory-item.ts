import type { InventoryItem, InventoryItemCreate } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { filesKeys } from '@/lib/query-keys/files-keys';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { isOffline } from '@/lib/offline/sync-status-store';

/** POST /users/inventory: an item its owner adds by hand → the new item (verified). */
export function createInventoryItem(body: InventoryItemCreate): Promise<InventoryItem> {
  return apiClient.post<InventoryItem>('/users/inventory', { json: body });
}

/** PUT /users/inventory/{id}/picture (multipart): the owner's photo becomes the item's picture. */
export function setItemPicture(id: string, photo: File): Promise<InventoryItem> {
  const body = new FormData();
  body.append('file', photo, photo.name || 'photo.jpg');
  return apiClient.upload<InventoryItem>(`/users/inventory/${encodeURIComponent(id)}/picture`, {
    body,
    method: 'PUT',
    timeoutMs: 60_000,
  });
}

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a connection the item (and its photo) is kept on this device and sent when it
    // returns. A creation whose answer was lost is not sent again: it may have been saved.
    networkMode: 'always',
    mutationFn: async ({ body, photo }: { body: InventoryItemCreate; photo: File | null }) => {
      if (isOffline()) {
        const { queueItemCreate } = await import('@/lib/offline/offline-changes');
        return { item: await queueItemCreate(queryClient, body, photo), photoFailed: false };
      }
      const created = await createInventoryItem(body);
      // The item is saved; a photo that fails leaves it without a picture, not unsaved.
      if (!photo) return { item: created, photoFailed: false };
      try {
        return { item: await setItemPicture(created.id, photo), photoFailed: false };
      } catch {
        return { item: created, photoFailed: true };
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: filesKeys.all });
    },
  });
}
