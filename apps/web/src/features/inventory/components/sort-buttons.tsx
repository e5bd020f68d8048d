import { ArrowDown, ArrowUp } from 'lucide-react';
import { cx } from '@/lib/cx';
import {
  QUICK_SORT_FIELDS,
  SORT_LABELS,
  type InventoryFilters,
  type InventorySortField,
} from '../lib/inventory-filters';
import '@/components/ui/chip.css';
import '@/components/ui/filter-sheet.css';

/** Sort by date, value, name or confidence; the active one shows (and flips) its direction. */
export function SortButtons({
  filters,
  onSort,
}: {
  filters: Pick<InventoryFilters, 'sortBy' | 'sortOrder'>;
  onSort: (field: InventorySortField) => void;
}) {
  return (
    <div className="chip-row" role="group" aria-label="Sort by">
      <span className="chip-row__label" aria-hidden="true">
        Sort
      </span>
      {QUICK_SORT_FIELDS.map((field) => {
        const active = filters.sortBy === field;
        const direction = filters.sortOrder === 'asc' ? 'ascending' : 'descending';
        const Arrow = filters.sortOrder === 'asc' ? ArrowUp : ArrowDown;
        return (
          <button
            key={field}
            type="button"
            className={cx('chip-btn', active && 'chip-btn--active')}
            aria-pressed={active}
            aria-label={
              active
                ? `Sort by ${SORT_LABELS[field]}, ${direction}`
                : `Sort by ${SORT_LABELS[field]}`
            }
            onClick={() => onSort(field)}
          >
            {SORT_LABELS[field]}
            {active ? <Arrow size={14} aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}
