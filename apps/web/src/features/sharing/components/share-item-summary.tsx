import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemPicture } from '@/components/items/item-picture';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { replaceItemInCaches } from '@/lib/inventory-cache';
import { useShareDialogStore, type ShareableItem } from '@/lib/share-dialog-store';
import { makeItemShareable } from '../api/make-item-shareable';

/** The item being shared: its picture and name. */
export function ItemSummary({ item }: { item: ShareableItem }) {
  return (
    <div className="share-dialog__item">
      <ItemPicture item={item} className="share-dialog__thumb" />
      <p className="share-dialog__item-name">{item.item_name}</p>
    </div>
  );
}

/** An item marked not shareable, with Make Shareable. */
export function NotShareableNotice({ item }: { item: ShareableItem }) {
  const queryClient = useQueryClient();
  const setItem = useShareDialogStore((state) => state.setItem);
  const [saving, setSaving] = useState(false);
  const makeShareable = () => {
    setSaving(true);
    makeItemShareable(item.id).then(
      (saved) => {
        replaceItemInCaches(queryClient, saved, { refreshLists: true });
        setItem({ ...item, is_shareable: true });
        setSaving(false);
      },
      () => {
        setSaving(false);
        toast.error('Update Failed', 'Could not mark the item as shareable. Please try again.');
      },
    );
  };
  return (
    <div className="notice notice--warning share-dialog__notice" role="status">
      <span>This item is marked as not shareable. Make it shareable to lend or give it away.</span>
      <Button size="sm" variant="secondary" onClick={makeShareable} loading={saving}>
        Make Shareable
      </Button>
    </div>
  );
}
