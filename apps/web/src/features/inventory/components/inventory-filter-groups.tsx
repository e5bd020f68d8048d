import { SHARING_STATUS_FILTERS } from '@circle/contract';
import { ValueRangeFields } from '@/components/ui/value-range-fields';
import { cx } from '@/lib/cx';
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
    <ValueRangeFields range={filters} onChange={setFilters} placeholders={{ min: '0', max: 'Any' }}>
      <button
        type="button"
        className={cx('chip-btn', quick && 'chip-btn--active')}
        aria-pressed={quick}
        onClick={() => setFilters({ minValue: QUICK_MIN_VALUE, maxValue: '' })}
      >
        $100+
      </button>
    </ValueRangeFields>
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
