import type { InventoryItem } from '@circle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { updateInventoryItem } from '../api/update-inventory-item';
import { ITEM_TEXTS } from '../lib/item-texts';

/** Spec §4/§8: the new location shows at once; a failed save is swallowed. */
export function useSaveLocation(item: InventoryItem) {
  const queryClient = useQueryClient();
  return (location: string) => {
    replaceItemInCaches(queryClient, { ...item, location });
    updateInventoryItem(item.id, { location }).then(
      (saved) => replaceItemInCaches(queryClient, saved, { refreshLists: true }),
      () => undefined,
    );
  };
}

/** Delete, once confirmed: a toast either way, and `onDeleted` after a success. */
export function useItemDeletion(item: InventoryItem, onDeleted: () => void) {
  const deleteItem = useDeleteInventoryItem();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const remove = () => {
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success('Item Deleted', `"${item.item_name}" was removed from your inventory.`);
        onDeleted();
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast.error(ITEM_TEXTS.deleteFailed, refusalMessageOf(error, ITEM_TEXTS.deleteUnexpected));
      },
    });
  };

  return { confirmDelete, setConfirmDelete, remove, deleting: deleteItem.isPending };
}
