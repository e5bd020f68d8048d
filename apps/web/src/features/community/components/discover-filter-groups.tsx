import { ValueRangeFields } from '@/components/ui/value-range-fields';
import { cx } from '@/lib/cx';
import { formatValue } from '@/lib/format';
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
    <ValueRangeFields
      range={filters}
      onChange={setFilters}
      placeholders={{
        min: String(Math.floor(range.min)),
        max: String(Math.ceil(range.max) || DISCOVER.defaultValueRange.max),
      }}
    >
      {showHint ? (
        <p className="field__hint">
          Public items range from {formatValue(range.min)} to {formatValue(range.max)}.
        </p>
      ) : null}
    </ValueRangeFields>
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
