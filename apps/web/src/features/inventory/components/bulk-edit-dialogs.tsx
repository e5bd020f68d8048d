import { CATEGORIES, CONDITIONS, type InventoryBulkRequest } from '@circle/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { PlaceSelect } from '@/features/places';
import { refusalMessageOf } from '@/lib/api-errors';
import { categoryLabel } from '@/lib/item-display';
import { useBulkInventoryItems } from '../api/bulk-inventory-items';
import type { BulkActionDialogProps } from './bulk-action-bar';
import '@/components/ui/form.css';

type BulkChange = Omit<InventoryBulkRequest, 'item_ids'>;

const plural = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Splits "garden, gift" into tags. */
export function tagsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** A dialog that sends one change for every selected item, all or none. */
function BulkChangeDialog({
  title,
  items,
  onClose,
  finish,
  change,
  done,
  children,
}: BulkActionDialogProps & {
  title: string;
  /** The change to send, or a reason it cannot be sent yet. */
  change: () => BulkChange | string;
  /** The toast's words once the items changed. */
  done: string;
  children: ReactNode;
}) {
  const formId = useId();
  const bulk = useBulkInventoryItems();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = change();
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    setProblem(null);
    bulk.mutate({ item_ids: items.map((item) => item.id), ...body } as InventoryBulkRequest, {
      onSuccess: (result) => {
        finish();
        toast.success('Items Changed', `${done} (${plural(result.updated)}).`);
      },
      onError: (error) => setProblem(refusalMessageOf(error, 'The items were not changed.')),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || bulk.isPending ? undefined : onClose())}
      title={title}
      description={`For ${plural(items.length)}.`}
      variant="sheet"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={bulk.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={bulk.isPending}>
            Apply
          </Button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={submit}>
        {children}
        <FormAlert message={problem} />
      </form>
    </Dialog>
  );
}

export function SetCategoryDialog(props: BulkActionDialogProps) {
  const [category, setCategory] = useState<string>(props.items[0]?.item_category ?? CATEGORIES[0]);
  return (
    <BulkChangeDialog
      {...props}
      title="Set Category"
      change={() => ({ set: { item_category: category } })}
      done={`Category set to ${categoryLabel(category)}`}
    >
      <SelectField
        label="Category"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        options={CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
      />
    </BulkChangeDialog>
  );
}

const NO_CONDITION = 'none';

export function SetConditionDialog(props: BulkActionDialogProps) {
  const [condition, setCondition] = useState<string>(props.items[0]?.condition ?? 'good');
  return (
    <BulkChangeDialog
      {...props}
      title="Set Condition"
      change={() => ({
        set: {
          condition: condition === NO_CONDITION ? null : (condition as (typeof CONDITIONS)[number]),
        },
      })}
      done={condition === NO_CONDITION ? 'Condition cleared' : `Condition set to ${condition}`}
    >
      <SelectField
        label="Condition"
        value={condition}
        onChange={(event) => setCondition(event.target.value)}
        options={[
          ...CONDITIONS.map((value) => ({
            value,
            label: value.charAt(0).toUpperCase() + value.slice(1),
          })),
          { value: NO_CONDITION, label: 'Not set' },
        ]}
      />
    </BulkChangeDialog>
  );
}

export function TagsDialog(props: BulkActionDialogProps) {
  const [add, setAdd] = useState('');
  const [remove, setRemove] = useState('');
  return (
    <BulkChangeDialog
      {...props}
      title="Add or Remove Tags"
      change={() => {
        const addTags = tagsOf(add);
        const removeTags = tagsOf(remove);
        if (addTags.length + removeTags.length === 0) return 'Name a tag to add or to remove.';
        return {
          ...(addTags.length ? { add_tags: addTags } : {}),
          ...(removeTags.length ? { remove_tags: removeTags } : {}),
        };
      }}
      done="Tags changed"
    >
      <TextField
        label="Add tags"
        value={add}
        onChange={(event) => setAdd(event.target.value)}
        placeholder="garden, gift"
        hint="Separate tags with commas. Each item keeps its other tags."
        autoComplete="off"
      />
      <TextField
        label="Remove tags"
        value={remove}
        onChange={(event) => setRemove(event.target.value)}
        placeholder="old"
        autoComplete="off"
      />
    </BulkChangeDialog>
  );
}

/** Moves every selected item into one place of the household, or out of its place. */
export function MoveToPlaceDialog(props: BulkActionDialogProps) {
  const [placeId, setPlaceId] = useState<string | null>(props.items[0]?.place_id ?? null);
  return (
    <BulkChangeDialog
      {...props}
      title="Move to Place"
      change={() => ({ set: { place_id: placeId } })}
      done={placeId ? 'Moved' : 'Taken out of their place'}
    >
      <PlaceSelect label="Place" value={placeId} onChange={setPlaceId} none="No place" />
    </BulkChangeDialog>
  );
}
