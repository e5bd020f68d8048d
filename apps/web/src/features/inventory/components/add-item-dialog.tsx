import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { useCreateInventoryItem } from '../api/create-inventory-item';
import {
  emptyItemFormValues,
  formValuesToCreate,
  itemEditFormSchema,
  type ItemEditFormValues,
} from '../schemas/item-edit.schema';
import { ItemFields } from './item-fields';
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

/** Largest photo an owner can give an item (the server's upload limit). */
const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/**
 * "Add item": the item form (the editor's fields) and an optional photo. In a file's details the
 * new item belongs to that file. Closing with something typed asks first.
 */
export function AddItemDialog({
  open,
  onOpenChange,
  sourceFileId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sourceFileId?: string | null;
}) {
  const navigate = useNavigate();
  const create = useCreateInventoryItem();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const photoInputId = useId();
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

  useEffect(() => {
    if (!photo) return undefined;
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const close = () => {
    reset(emptyItemFormValues());
    setPhoto(null);
    setPhotoUrl(null);
    setPhotoError(null);
    setFailure(null);
    onOpenChange(false);
  };
  const requestClose = () => {
    if ((isDirty || photo) && !create.isPending) setConfirmClose(true);
    else close();
  };

  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError('Choose a photo (JPEG, PNG, WebP, HEIC or AVIF).');
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setPhotoError('The photo is too large: the limit is 20 MB.');
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      { body: formValuesToCreate(values, sourceFileId), photo },
      {
        onSuccess: ({ item, photoFailed }) => {
          close();
          toast.success(
            'Item Added',
            photoFailed
              ? `"${item.item_name}" was added, but its photo could not be saved.`
              : `"${item.item_name}" is in your inventory.`,
          );
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
          <div className="field">
            <span className="field__label">Photo (optional)</span>
            <div className="add-item__photo">
              {photoUrl ? (
                <img className="add-item__photo-preview" src={photoUrl} alt="The chosen photo" />
              ) : null}
              <label htmlFor={photoInputId} className="btn btn--secondary btn--sm">
                <ImagePlus size={16} aria-hidden />
                {photo ? 'Choose another photo' : 'Add a photo'}
              </label>
              <input
                id={photoInputId}
                type="file"
                accept="image/*"
                className="visually-hidden"
                onChange={pickPhoto}
              />
              {photo ? (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<X size={16} aria-hidden />}
                  onClick={() => {
                    setPhoto(null);
                    setPhotoUrl(null);
                  }}
                >
                  Remove photo
                </Button>
              ) : null}
            </div>
            {photoError ? (
              <p role="alert" className="field__error">
                {photoError}
              </p>
            ) : null}
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Unsaved Changes"
        message="You have unsaved changes. Do you want to discard them?"
        cancelLabel="Keep Editing"
        confirmLabel="Discard Changes"
        destructive
        onConfirm={() => {
          setConfirmClose(false);
          close();
        }}
      />
    </>
  );
}
