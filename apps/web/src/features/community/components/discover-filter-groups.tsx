import { TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { digitsOnly, formatValue } from '@/lib/format';
import { getDeploymentCurrency } from '@/lib/format-money';
import {
  DISCOVER,
  DISCOVER_SORTS,
  type DiscoverFilters,
  type DiscoverSort,
} from '../lib/discover-filters';

interface FilterGroupProps {
  filters: DiscoverFilters;
  setFilters: (change: Partial<DiscoverFilters>) => void;
}

interface ValueRangeProps extends FilterGroupProps {
  /** The public items' values, from the last page (placeholders and hint). */
  range: { min: number; max: number };
  showHint: boolean;
}

/** "Value range": min and max, with the range of the public items when known. */
export function DiscoverValueRange({ filters, setFilters, range, showHint }: ValueRangeProps) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Value range ({getDeploymentCurrency()})</legend>
      <div className="form__row">
        <TextField
          label="Min value"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={String(Math.floor(range.min))}
          value={filters.minValue}
          onChange={(event) => setFilters({ minValue: digitsOnly(event.target.value) })}
        />
        <TextField
          label="Max value"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={String(Math.ceil(range.max) || DISCOVER.defaultValueRange.max)}
          value={filters.maxValue}
          onChange={(event) => setFilters({ maxValue: digitsOnly(event.target.value) })}
        />
      </div>
      {showHint ? (
        <p className="field__hint">
          Public items range from {formatValue(range.min)} to {formatValue(range.max)}.
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Sort": the discovery orders as a radio group of chips. */
export function DiscoverSortChips({ filters, setFilters }: FilterGroupProps) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Sort</legend>
      <div className="chip-row chip-row--wrap" role="radiogroup" aria-label="Sort">
        {DISCOVER_SORTS.map((sort) => (
          <button
            key={sort.value}
            type="button"
            role="radio"
            aria-checked={filters.sort === sort.value}
            className={cx('chip-btn', filters.sort === sort.value && 'chip-btn--active')}
            onClick={() => setFilters({ sort: sort.value as DiscoverSort })}
          >
            {sort.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
