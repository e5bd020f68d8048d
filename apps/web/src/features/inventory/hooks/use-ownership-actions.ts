import type { InventoryItem } from '@circle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useShareActions } from '@/features/sharing';
import { useLeavingItemsStore } from '@/lib/leaving-items-store';
import { useShareDialogStore } from '@/lib/share-dialog-store';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import type { OwnershipAction, OwnershipState } from '@/lib/ownership-state';

/** Actions that ask first. */
const CONFIRMATIONS: Partial<Record<OwnershipAction, { title: string; message: string }>> = {
  RETURN: {
    title: 'Mark as Returned?',
    message: 'Tell the owner you have given the item back. It leaves your inventory.',
  },
  CANCEL: { title: 'Cancel Share?', message: 'The share link will stop working.' },
  COMPLETE: { title: 'Mark as Complete?', message: 'This closes the share.' },
};

interface OwnershipActionsOptions {
  item: InventoryItem;
  state: OwnershipState;
  onMakePrivate: () => void;
  /** When the item leaves the viewer's inventory (a returned loan, a completed gift). */
  onItemGone: () => void;
}

/**
 * The ownership banner's actions: share, make private, or a share action (asking first for
 * return, cancel and complete), and which of them is running.
 */
export function useOwnershipActions({
  item,
  state,
  onMakePrivate,
  onItemGone,
}: OwnershipActionsOptions) {
  const queryClient = useQueryClient();
  const openShareDialog = useShareDialogStore((store) => store.openFor);
  const { run, busy: acting } = useShareActions();
  const markLeaving = useLeavingItemsStore((store) => store.mark);
  const unmarkLeaving = useLeavingItemsStore((store) => store.unmark);
  const [confirming, setConfirming] = useState<OwnershipAction | null>(null);

  const perform = (action: OwnershipAction) => {
    switch (action) {
      case 'SHARE':
        openShareDialog(item);
        return;
      case 'MAKE_PRIVATE':
        onMakePrivate();
        return;
      default: {
        const leaves =
          action === 'RETURN' ||
          (action === 'COMPLETE' && item.sharing_info?.sharing_type === 'DONATE');
        if (leaves) {
          markLeaving(item.id);
          void queryClient.cancelQueries({ queryKey: inventoryKeys.item(item.id) });
        }
        run(action, state.shareId, {
          onDone: () => {
            if (leaves) onItemGone();
            else void queryClient.invalidateQueries({ queryKey: inventoryKeys.item(item.id) });
          },
          onFailed: () => unmarkLeaving(item.id),
        });
      }
    }
  };

  return {
    acting,
    /** A share action runs on this item's share. */
    working: acting !== null && acting.shareId === state.shareId,
    confirming,
    confirmation: confirming ? CONFIRMATIONS[confirming] : undefined,
    request: (action: OwnershipAction) => {
      if (CONFIRMATIONS[action]) setConfirming(action);
      else perform(action);
    },
    confirm: (action: OwnershipAction) => {
      perform(action);
      setConfirming(null);
    },
    dismiss: () => setConfirming(null),
  };
}
