import { SHARING_STATUS_FILTERS } from '@circle/contract';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import {
  QUICK_MIN_VALUE,
  SHARING_STATUS_LABELS,
  countActiveFilters,
} from '../lib/inventory-filters';
import { digitsOnly } from '@/lib/format';
import { useBrowseStore } from '../stores/browse-store';
import { CategoryOptions } from './category-options';
import { SortButtons } from './sort-buttons';
import { getDeploymentCurrency } from '@/lib/format-money';
import '@/components/ui/form.css';
import '@/components/ui/chip.css';

/** The whole filter bar of spec §2 in one sheet; every change applies at once. */
export function InventoryFilterSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const filters = useBrowseStore((state) => state.filters);
  const setFilters = useBrowseStore((state) => state.setFilters);
  const sortBy = useBrowseStore((state) => state.sortBy);
  const clear = useBrowseStore((state) => state.clearFilters);
  const active = countActiveFilters(filters);

  return (
    <FilterSheet open={open} onOpenChange={onOpenChange} activeCount={active} onClear={clear}>
      <TextField
        label="Search"
        type="search"
        placeholder="Name, brand, description..."
        value={filters.search}
        onChange={(event) => setFilters({ search: event.target.value })}
      />

      <fieldset className="filter-group">
        <legend className="filter-group__title">Category</legend>
        <CategoryOptions
          value={filters.category}
          onChange={(category) => setFilters({ category })}
        />
      </fieldset>

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
          className={cx(
            'chip-btn',
            filters.minValue === QUICK_MIN_VALUE && !filters.maxValue && 'chip-btn--active',
          )}
          aria-pressed={filters.minValue === QUICK_MIN_VALUE && !filters.maxValue}
          onClick={() => setFilters({ minValue: QUICK_MIN_VALUE, maxValue: '' })}
        >
          $100+
        </button>
      </fieldset>

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

      <div className="filter-group filter-group--switches">
        <Switch
          label="Verified only"
          checked={filters.verifiedOnly}
          onCheckedChange={(verifiedOnly) => setFilters({ verifiedOnly })}
        />
        <Switch
          label="Public only"
          checked={filters.publicOnly}
          onCheckedChange={(publicOnly) => setFilters({ publicOnly })}
        />
        <Switch
          label="Shareable only"
          checked={filters.shareableOnly}
          onCheckedChange={(shareableOnly) => setFilters({ shareableOnly })}
        />
      </div>

      <fieldset className="filter-group">
        <legend className="filter-group__title">Sort</legend>
        <SortButtons filters={filters} onSort={sortBy} />
      </fieldset>
    </FilterSheet>
  );
}
