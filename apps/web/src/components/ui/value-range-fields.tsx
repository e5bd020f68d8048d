import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { digitsOnly } from '@/lib/format';
import { getDeploymentCurrency } from '@/lib/format-money';

interface ValueRange {
  minValue: string;
  maxValue: string;
}

interface ValueRangeFieldsProps {
  range: ValueRange;
  onChange: (change: Partial<ValueRange>) => void;
  placeholders: { min: string; max: string };
  /** Shown under the two fields (a hint, a quick chip). */
  children?: ReactNode;
}

/** A filter sheet's "Value range" group: whole-number min and max in the deployment's currency. */
export function ValueRangeFields({
  range,
  onChange,
  placeholders,
  children,
}: ValueRangeFieldsProps) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Value range ({getDeploymentCurrency()})</legend>
      <div className="form__row">
        <TextField
          label="Min value"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={placeholders.min}
          value={range.minValue}
          onChange={(event) => onChange({ minValue: digitsOnly(event.target.value) })}
        />
        <TextField
          label="Max value"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={placeholders.max}
          value={range.maxValue}
          onChange={(event) => onChange({ maxValue: digitsOnly(event.target.value) })}
        />
      </div>
      {children}
    </fieldset>
  );
}
