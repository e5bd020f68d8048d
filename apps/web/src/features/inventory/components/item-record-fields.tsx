import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { getDeploymentCurrency } from '@/lib/format-money';
import './item-record-fields.css';
import type { ItemEditFormValues } from '../schemas/item-edit.schema';

/** What an insurer asks for: serial and model numbers, the purchase, the warranty, own fields. */
export function ItemRecordFields({
  register,
  errors,
}: {
  register: UseFormRegister<ItemEditFormValues>;
  errors: FieldErrors<ItemEditFormValues>;
}) {
  return (
    <fieldset className="item-record-fields">
      <legend className="section__title">Record</legend>
      <div className="form__grid">
        <TextField
          label="Serial number"
          autoComplete="off"
          error={errors.serial_number?.message}
          {...register('serial_number')}
        />
        <TextField
          label="Model number"
          autoComplete="off"
          error={errors.model_number?.message}
          {...register('model_number')}
        />
        <TextField
          label="Purchase date"
          type="date"
          error={errors.purchase_date?.message}
          {...register('purchase_date')}
        />
        <TextField
          label={`Purchase price (${getDeploymentCurrency()})`}
          inputMode="decimal"
          autoComplete="off"
          error={errors.purchase_price?.message}
          {...register('purchase_price')}
        />
        <TextField
          label="Warranty until"
          type="date"
          error={errors.warranty_until?.message}
          {...register('warranty_until')}
        />
      </div>
      <TextAreaField
        label="Own fields"
        rows={2}
        placeholder={'Frame size: 56 cm\nEngraving: To A.'}
        hint='One "name: value" per line'
        error={errors.custom_fields?.message}
        {...register('custom_fields')}
      />
    </fieldset>
  );
}
