import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { itemWaitsToSync } from '@/lib/offline/sync-status-store';
import { useCreateInventoryItem } from '../api/create-inventory-item';
import { useItemPhoto } from '../hooks/use-item-photo';
import { ITEM_TEXTS } from '../lib/item-texts';
import {
  emptyItemFormValues,
  formValuesToCreate,
  itemEditFormSchema,
  type ItemEditFormValues,
} from '../schemas/item-edit.schema';
import { ItemFields } from './item-fields';
import { ItemPhotoField } from './item-photo-field';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/field.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import './add-item-dialog.css';

export const ADD_ITEM_TEXTS = {
  title: 'Add item',
  titleInFile: 'Add an item the AI missed',
  failed: 'Failed to add item',
} as const;

interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sourceFileId?: string | null;
}

function addedMessage(name: string, photoFailed: boolean): string {
  return photoFailed
    ? `"${name}" was added, but its photo could not be saved.`
    : `"${name}" is in your inventory.`;
}

/** Asks before closing the form with something typed or chosen. */
function UnsavedChangesDialog({
  open,
  onOpenChange,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Unsaved Changes"
      message="You have unsaved changes. Do you want to discard them?"
      cancelLabel="Keep Editing"
      confirmLabel="Discard Changes"
      destructive
      onConfirm={onDiscard}
    />
  );
}

/**
 * "Add item": the item form (the editor's fields) and an optional photo. In a file's details the
 * new item belongs to that file. Closing with something typed asks first.
 */
export function AddItemDialog({ open, onOpenChange, sourceFileId }: AddItemDialogProps) {
  const navigate = useNavigate();
  const create = useCreateInventoryItem();
  const itemPhoto = useItemPhoto();
  const { photo } = itemPhoto;
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ItemEditFormValues>({
    resolver: zodResolver(itemEditFormSchema),
    defaultValues: emptyItemFormValues(),
  });

  const close = () => {
    reset(emptyItemFormValues());
    itemPhoto.reset();
    setFailure(null);
    onOpenChange(false);
  };
  const requestClose = () => {
    if ((isDirty || photo) && !create.isPending) setConfirmClose(true);
    else close();
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      { body: formValuesToCreate(values, sourceFileId), photo },
      {
        onSuccess: ({ item, photoFailed }) => {
          close();
          if (itemWaitsToSync(item.id))
            toast.success(ITEM_TEXTS.savedHere, ITEM_TEXTS.waitingToSync);
          else toast.success('Item Added', addedMessage(item.item_name, photoFailed));
          void navigate(`/item/${item.id}`);
        },
        onError: (error) => setFailure(refusalMessageOf(error, ADD_ITEM_TEXTS.failed)),
      },
    );
  });

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
        title={sourceFileId ? ADD_ITEM_TEXTS.titleInFile : ADD_ITEM_TEXTS.title}
        variant="sheet"
        stickyFooter
        closeLabel="Close"
        footer={
          <>
            <Button variant="ghost" onClick={requestClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="add-item-form" loading={create.isPending}>
              Add item
            </Button>
          </>
        }
      >
        <form id="add-item-form" className="form" onSubmit={onSubmit} noValidate>
          <FormAlert message={failure} />
          <ItemFields register={register} watch={watch} errors={errors} full={false} />
          <ItemPhotoField photo={itemPhoto} />
        </form>
      </Dialog>
      <UnsavedChangesDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        onDiscard={() => {
          setConfirmClose(false);
          close();
        }}
      />
    </>
  );
}
