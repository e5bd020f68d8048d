import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { useDeleteFile } from '../api/delete-file';
import { itemCountLabel } from '../lib/detected-items';

export const DELETE_FILE_TEXTS = {
  failedTitle: 'Failed to delete file',
  unexpected: 'An unexpected error occurred while deleting the file',
} as const;

export interface DeletableFile {
  id: string;
  filename: string;
  item_count: number;
}

/** "2 items were removed with it." for the success toast. */
export function deletedItemsMessage(count: number): string {
  if (count === 0) return 'No items were found in it.';
  return `${itemCountLabel(count)} ${count === 1 ? 'was' : 'were'} removed with it.`;
}

/**
 * Asks before deleting a file (and the items found in it); on success the file and its items
 * leave every list and a toast reports deleted_items_count.
 */
export function DeleteFileDialog({
  file,
  onOpenChange,
  onDeleted,
}: {
  file: DeletableFile | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const deleteFile = useDeleteFile();
  const count = file?.item_count ?? 0;
  return (
    <ConfirmDialog
      open={file !== null}
      onOpenChange={onOpenChange}
      title="Delete File?"
      message={
        file
          ? `"${file.filename}" will be deleted${
              count > 0 ? ` together with the ${itemCountLabel(count)} found in it` : ''
            }. This cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      destructive
      loading={deleteFile.isPending}
      onConfirm={() => {
        if (!file) return;
        deleteFile.mutate(file.id, {
          onSuccess: (response) => {
            toast.success('File Deleted', deletedItemsMessage(response.deleted_items_count));
            onOpenChange(false);
            onDeleted?.();
          },
          onError: (error) => {
            toast.error(
              DELETE_FILE_TEXTS.failedTitle,
              refusalMessageOf(error, DELETE_FILE_TEXTS.unexpected),
            );
            onOpenChange(false);
          },
        });
      }}
    />
  );
}
