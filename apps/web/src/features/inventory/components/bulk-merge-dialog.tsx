import type { InventoryItem } from '@circle/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { useMergeManyInventoryItems } from '../api/merge-inventory-items';
import type { BulkActionDialogProps } from './bulk-action-bar';

export const BULK_MERGE_TEXTS = {
  title: 'Merge Items',
  keep: 'Keep this item',
  failed: 'The items were not merged. Please try again.',
} as const;

/** What merging `items` into `kept` makes, in the words the dialog uses. */
export function bulkMergeOutcome(kept: InventoryItem, items: readonly InventoryItem[]): string {
  const others = items.filter((item) => item.id !== kept.id);
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const tags = new Set(items.flatMap((item) => item.tags));
  return (
    `"${kept.item_name}" stays with quantity ${quantity}` +
    (tags.size ? ` and ${tags.size} ${tags.size === 1 ? 'tag' : 'tags'}` : '') +
    `; notes are combined, details missing on it are taken from the others, and the other ` +
    `${others.length === 1 ? 'item is' : `${others.length} items are`} deleted.`
  );
}

/** Merges the selected items into the one the user keeps (POST /users/inventory/merge). */
export function BulkMergeDialog({ items, onClose, finish }: BulkActionDialogProps) {
  const name = useId();
  const [keepId, setKeepId] = useState(items[0]?.id ?? '');
  const merge = useMergeManyInventoryItems();
  const kept = items.find((item) => item.id === keepId) ?? items[0];
  const confirm = () => {
    if (!kept) return;
    merge.mutate(
      { item_ids: items.map((item) => item.id), keep_id: kept.id },
      {
        onSuccess: (result) => {
          finish();
          toast.success(
            'Items Merged',
            `${result.deleted_ids.length + 1} items are now "${result.item.item_name}" (quantity ${result.item.quantity}).`,
          );
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || merge.isPending ? undefined : onClose())}
      title={BULK_MERGE_TEXTS.title}
      description="Choose the item to keep; the others fold into it."
      variant="sheet"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={merge.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={merge.isPending} disabled={!kept}>
            Merge {items.length} Items
          </Button>
        </>
      }
    >
      <fieldset className="form">
        <legend className="visually-hidden">{BULK_MERGE_TEXTS.keep}</legend>
        <ul className="bulk-dialog__list">
          {items.map((item) => (
            <li key={item.id}>
              <label className="bulk-dialog__choice">
                <input
                  type="radio"
                  name={name}
                  value={item.id}
                  checked={item.id === kept?.id}
                  onChange={() => setKeepId(item.id)}
                />
                <span>
                  {item.item_name}
                  <span className="muted"> × {item.quantity}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {kept ? <p className="muted small">{bulkMergeOutcome(kept, items)}</p> : null}
        <FormAlert
          message={merge.isError ? refusalMessageOf(merge.error, BULK_MERGE_TEXTS.failed) : null}
        />
      </fieldset>
    </Dialog>
  );
}
