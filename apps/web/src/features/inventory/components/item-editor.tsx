import type { InventoryItem } from '@circle/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { itemWaitsToSync } from '@/lib/offline/sync-status-store';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { refusalMessageOf } from '@/lib/api-errors';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { ITEM_TEXTS } from '../lib/item-texts';
import {
  formValuesToUpdate,
  itemEditFormSchema,
  itemToFormValues,
  type ItemEditFormValues,
} from '../schemas/item-edit.schema';
import { ItemFields } from './item-fields';

/** The owner's Details form: the item's fields, Reset and Save, guarded against leaving unsaved. */
export function ItemEditor({ item }: { item: InventoryItem }) {
  const update = useUpdateInventoryItem();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<ItemEditFormValues>({
    resolver: zodResolver(itemEditFormSchema),
    values: itemToFormValues(item),
    resetOptions: { keepDirtyValues: true },
  });
  const { dialog: leaveGuard } = useLeaveGuard(isDirty && !update.isPending);

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { id: item.id, changes: formValuesToUpdate(values) },
      {
        onSuccess: (saved) => {
          reset(itemToFormValues(saved));
          if (itemWaitsToSync(saved.id))
            toast.success(ITEM_TEXTS.savedHere, ITEM_TEXTS.waitingToSync);
          else toast.success('Item Updated', 'Your changes have been saved.');
        },
        onError: (error) => setFailure(refusalMessageOf(error, ITEM_TEXTS.updateFailed)),
      },
    );
  });

  return (
    <section className="card item-editor" aria-labelledby="item-details-title">
      <h2 id="item-details-title" className="section__title">
        Details
      </h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <ItemFields
          register={register}
          watch={watch}
          errors={errors}
          currentCategory={item.item_category}
        />
        <div className="item-editor__actions">
          <Button
            variant="ghost"
            onClick={() => reset(itemToFormValues(item))}
            disabled={!isDirty || update.isPending}
          >
            Reset
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save
          </Button>
        </div>
      </form>
      <MessageDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title="Error"
        message={failure ?? ''}
      />
      {leaveGuard}
    </section>
  );
}
