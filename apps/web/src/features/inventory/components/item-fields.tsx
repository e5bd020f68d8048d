import { CATEGORIES, CONDITIONS } from '@circle/contract';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { usePlaces } from '@/features/places';
import { getDeploymentCurrency } from '@/lib/format-money';
import { categoryLabel } from '@/lib/item-display';
import { ITEM_LIMITS, type ItemEditFormValues } from '../schemas/item-edit.schema';
import { ItemRecordFields } from './item-record-fields';
import '@/components/ui/form.css';
import '@/components/ui/field.css';

const CONDITION_OPTIONS = [
  { value: '', label: 'Not set' },
  ...CONDITIONS.map((condition) => ({ value: condition, label: categoryLabel(condition) })),
];

/** The product's categories with their human labels; an older free-text one stays choosable. */
export function categoryOptions(current?: string) {
  const known = CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));
  const extra =
    current && !(CATEGORIES as readonly string[]).includes(current)
      ? [{ value: current, label: categoryLabel(current) }]
      : [];
  return [...known, ...extra].sort((a, b) => a.label.localeCompare(b.label));
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'field__counter field__counter--over' : 'field__counter'}>
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </span>
  );
}

export interface ItemFieldsProps {
  register: UseFormRegister<ItemEditFormValues>;
  watch: UseFormWatch<ItemEditFormValues>;
  errors: FieldErrors<ItemEditFormValues>;
  /** The item's current category, kept choosable when it is not one of the product's. */
  currentCategory?: string;
  /** The editor of an existing item shows its description and tags too. */
  full?: boolean;
}

/** The fields of an item, shared by the editor in ItemDetail and by "Add item". */
export function ItemFields({
  register,
  watch,
  errors,
  currentCategory,
  full = true,
}: ItemFieldsProps) {
  const name = watch('item_name') ?? '';
  const description = watch('item_description') ?? '';
  const notes = watch('notes') ?? '';
  const places = usePlaces().data?.places ?? [];
  return (
    <>
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={ITEM_LIMITS.name + 50}
        hint={<Counter length={name.length} max={ITEM_LIMITS.name} />}
        error={errors.item_name?.message}
        {...register('item_name')}
      />
      {full ? (
        <TextAreaField
          label="Description"
          rows={3}
          hint={<Counter length={description.length} max={ITEM_LIMITS.description} />}
          error={errors.item_description?.message}
          {...register('item_description')}
        />
      ) : null}
      <div className="form__grid">
        <SelectField
          label="Category"
          options={categoryOptions(currentCategory)}
          error={errors.item_category?.message}
          {...register('item_category')}
        />
        <TextField label="Brand" error={errors.brand?.message} {...register('brand')} />
        <TextField
          label={`Estimated value (${getDeploymentCurrency()})`}
          inputMode="decimal"
          placeholder="0"
          autoComplete="off"
          hint="Numbers only, up to 1,000,000,000"
          error={errors.estimated_value?.message}
          {...register('estimated_value')}
        />
        <TextField
          label="Quantity"
          inputMode="numeric"
          autoComplete="off"
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <SelectField label="Condition" options={CONDITION_OPTIONS} {...register('condition')} />
        <TextField
          label="Place"
          placeholder="e.g. Home / Garage / Shelf A"
          list="item-place-options"
          autoComplete="off"
          hint="Pick a place, or type a new one (a path makes the places inside each other)"
          error={errors.location?.message}
          {...register('location')}
        />
        <datalist id="item-place-options">
          {places.map((place) => (
            <option key={place.id} value={place.path} />
          ))}
        </datalist>
      </div>
      {full ? (
        <TextField
          label="Tags"
          hint="Separate tags with commas"
          error={errors.tags?.message}
          {...register('tags')}
        />
      ) : null}
      <TextAreaField
        label="Notes"
        rows={3}
        hint={<Counter length={notes.length} max={ITEM_LIMITS.notes} />}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <ItemRecordFields register={register} errors={errors} />
    </>
  );
}
