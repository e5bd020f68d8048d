import { FilterBar } from '@/components/ui/filter-bar';
import { useState } from 'react';
import { cx } from '@/lib/cx';
import { useInventoryOverview } from '../api/get-inventory-overview';
import {
  QUICK_CATEGORY_COUNT,
  QUICK_MIN_VALUE,
  countActiveFilters,
} from '../lib/inventory-filters';
import { useBrowseStore } from '../stores/browse-store';
import { CategoryPickerDialog } from './category-options';
import { InventoryFilterSheet } from './inventory-filter-sheet';
import { QuickCategoryChips } from './quick-category-chips';
import { SortButtons } from './sort-buttons';
import '@/components/ui/chip.css';
import '@/components/ui/dialog.css';
import '@/components/ui/filter-sheet.css';

/**
 * Spec §2 "Inventory filter bar": search, three quick category chips and the full picker,
 * verified, "$100+", sort with direction, and the Filters button whose badge counts the active
 * filters (the sheet holds the rest: value range, sharing status, public, shareable).
 */
export function InventoryFilterBar() {
  const filters = useBrowseStore((state) => state.filters);
  const setFilters = useBrowseStore((state) => state.setFilters);
  const sortBy = useBrowseStore((state) => state.sortBy);
  const overview = useInventoryOverview();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const active = countActiveFilters(filters);
  const quickCategories = (overview.data?.categories ?? []).slice(0, QUICK_CATEGORY_COUNT);
  const quickValue = filters.minValue === QUICK_MIN_VALUE && filters.maxValue === '';

  return (
    <FilterBar
      search={{
        id: 'inventory-search',
        label: 'Search items',
        placeholder: 'Search items...',
        value: filters.search,
        onChange: (search) => setFilters({ search }),
      }}
      filterButton={{ active, badgeTestId: 'filter-badge', onClick: () => setSheetOpen(true) }}
      after={
        <>
          <SortButtons filters={filters} onSort={sortBy} />
          <InventoryFilterSheet open={sheetOpen} onOpenChange={setSheetOpen} />
          <CategoryPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            value={filters.category}
            onChange={(category) => setFilters({ category })}
          />
        </>
      }
    >
      <QuickCategoryChips
        quickCategories={quickCategories}
        category={filters.category}
        onChange={(category) => setFilters({ category })}
        onMore={() => setPickerOpen(true)}
      />
      <span className="chip-row__divider" aria-hidden="true" />
      <button
        type="button"
        className={cx('chip-btn', filters.verifiedOnly && 'chip-btn--active')}
        aria-pressed={filters.verifiedOnly}
        onClick={() => setFilters({ verifiedOnly: !filters.verifiedOnly })}
      >
        Verified
      </button>
      <button
        type="button"
        className={cx('chip-btn', quickValue && 'chip-btn--active')}
        aria-pressed={quickValue}
        onClick={() =>
          setFilters(quickValue ? { minValue: '' } : { minValue: QUICK_MIN_VALUE, maxValue: '' })
        }
      >
        $100+
      </button>
    </FilterBar>
  );
}
