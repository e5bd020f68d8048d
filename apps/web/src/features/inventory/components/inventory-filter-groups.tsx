import { SHARING_STATUS_FILTERS } from '@circle/contract';
import { TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { digitsOnly } from '@/lib/format';
import { getDeploymentCurrency } from '@/lib/format-money';
import {
  QUICK_MIN_VALUE,
  SHARING_STATUS_LABELS,
  type InventoryFilters,
} from '../lib/inventory-filters';

interface FilterGroupProps {
  filters: InventoryFilters;
  setFilters: (change: Partial<InventoryFilters>) => void;
}

/** "Value range": min and max, and the quick "$100+" chip. */
export function ValueRangeFilter({ filters, setFilters }: FilterGroupProps) {
  const quick = filters.minValue === QUICK_MIN_VALUE && !filters.maxValue;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Value range ({getDeploymentCurrency()})</legend>
      <div className="form__row">
        <TextField
          label="Min value"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="0"
          value={filters.minValue}
          onChange={(event) => setFilters({ minValue: digitsOnly(event.target.value) })}
        />
        <TextField
          label="Max value"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="Any"
          value={filters.maxValue}
          onChange={(event) => setFilters({ maxValue: digitsOnly(event.target.value) })}
        />
      </div>
      <button
        type="button"
        className={cx('chip-btn', quick && 'chip-btn--active')}
        aria-pressed={quick}
        onClick={() => setFilters({ minValue: QUICK_MIN_VALUE, maxValue: '' })}
      >
        $100+
      </button>
    </fieldset>
  );
}

/** "Sharing status": any, or one status, as a radio group of chips. */
export function SharingStatusFilter({ filters, setFilters }: FilterGroupProps) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Sharing status</legend>
      <div className="chip-row chip-row--wrap" role="radiogroup" aria-label="Sharing status">
        {[null, ...SHARING_STATUS_FILTERS].map((status) => (
          <button
            key={status ?? 'any'}
            type="button"
            role="radio"
            aria-checked={filters.sharingStatus === status}
            className={cx('chip-btn', filters.sharingStatus === status && 'chip-btn--active')}
            onClick={() => setFilters({ sharingStatus: status })}
          >
            {status ? SHARING_STATUS_LABELS[status] : 'Any'}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
