import { Eye, EyeOff, MapPin, Merge, Printer, Shapes, Star, Tags, Trash2 } from 'lucide-react';
import { toast, useToastStore } from '@/components/ui/toast/toast-store';
import { PrintLabelsDialog } from '@/features/labels';
import { refusalMessageOf } from '@/lib/api-errors';
import { removeItemsFromCaches, replaceItemInCaches } from '@/lib/inventory-cache';
import { bulkInventoryItems } from '../api/bulk-inventory-items';
import { UNDO_DELETE_MS, usePendingDeletions } from '../stores/pending-deletions';
import type { BulkAction, BulkActionContext, BulkActionDialogProps } from './bulk-action-bar';
import {
  MoveToPlaceDialog,
  SetCategoryDialog,
  SetConditionDialog,
  TagsDialog,
} from './bulk-edit-dialogs';
import { BulkMergeDialog } from './bulk-merge-dialog';

const plural = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Publishes or unpublishes every selected item in one request. */
function publish(isPublic: boolean) {
  return ({ items, queryClient, finish }: BulkActionContext) =>
    void bulkInventoryItems({
      item_ids: items.map((item) => item.id),
      set: { is_public: isPublic },
    }).then(
      (result) => {
        result.items.forEach((item, index) =>
          replaceItemInCaches(queryClient, item, {
            refreshLists: index === result.items.length - 1,
          }),
        );
        finish();
        toast.success(
          isPublic ? 'Items Published' : 'Items Unpublished',
          `${result.updated} ${result.updated === 1 ? 'item is' : 'items are'} now ${isPublic ? 'public' : 'private'}.`,
        );
      },
      (error: unknown) =>
        toast.error('Could not change the items', refusalMessageOf(error, 'Please try again.')),
    );
}

/**
 * Hides the items at once and deletes them when the undo window has passed (or Browse is left):
 * Undo on the toast takes it back before anything is sent.
 */
export function deleteWithUndo({ items, queryClient, finish }: BulkActionContext) {
  finish();
  const toasts = useToastStore.getState();
  let toastId = 0;
  const id = usePendingDeletions.getState().schedule(items, {
    onDeleted: (gone) => {
      toasts.dismiss(toastId);
      const ids = new Set(gone.map((item) => item.id));
      removeItemsFromCaches(queryClient, (item) => ids.has(item.id));
    },
    onFailed: (back, error) => {
      toasts.dismiss(toastId);
      toast.error(
        'Could not delete the items',
        `${refusalMessageOf(error, 'Please try again.')} ${plural(back.length)} are back in your list.`,
      );
    },
  });
  // The names make each deletion's toast its own (equal toasts show once), so Undo takes back
  // exactly this deletion.
  const names = items.slice(0, 3).map((item) => `"${item.item_name}"`);
  const more = items.length > 3 ? ` and ${items.length - 3} more` : '';
  toastId = toast.info(`${plural(items.length)} deleted`, `${names.join(', ')}${more}.`, {
    durationMs: UNDO_DELETE_MS,
    action: { label: 'Undo', onPress: () => usePendingDeletions.getState().undo(id) },
  });
}

/** A sheet of QR labels for the selected items. */
function PrintSelectedLabels({ items, onClose }: BulkActionDialogProps) {
  return (
    <PrintLabelsDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      itemIds={items.map((item) => item.id)}
      subject={`${plural(items.length)} selected`}
    />
  );
}

/**
 * What can be done with items selected in Browse.
 */
export const BULK_ACTIONS: readonly BulkAction[] = [
  {
    id: 'place',
    label: 'Move to place',
    icon: <MapPin size={16} aria-hidden />,
    Dialog: MoveToPlaceDialog,
  },
  {
    id: 'category',
    label: 'Category',
    icon: <Shapes size={16} aria-hidden />,
    Dialog: SetCategoryDialog,
  },
  {
    id: 'condition',
    label: 'Condition',
    icon: <Star size={16} aria-hidden />,
    Dialog: SetConditionDialog,
  },
  { id: 'tags', label: 'Tags', icon: <Tags size={16} aria-hidden />, Dialog: TagsDialog },
  { id: 'publish', label: 'Publish', icon: <Eye size={16} aria-hidden />, run: publish(true) },
  {
    id: 'unpublish',
    label: 'Unpublish',
    icon: <EyeOff size={16} aria-hidden />,
    run: publish(false),
  },
  {
    id: 'labels',
    label: 'Labels',
    icon: <Printer size={16} aria-hidden />,
    Dialog: PrintSelectedLabels,
  },
  {
    id: 'merge',
    label: 'Merge',
    icon: <Merge size={16} aria-hidden />,
    minSelected: 2,
    Dialog: BulkMergeDialog,
  },
  {
    id: 'delete',
    label: 'Delete',
    icon: <Trash2 size={16} aria-hidden />,
    variant: 'danger',
    run: deleteWithUndo,
  },
];
