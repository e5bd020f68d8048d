import { FilterSheet } from '@/components/ui/filter-sheet';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { PlaceSelect } from '@/features/places';
import { countActiveFilters } from '../lib/inventory-filters';
import { useBrowseStore } from '../stores/browse-store';
import { CategoryOptions } from './category-options';
import { SharingStatusFilter, ValueRangeFilter } from './inventory-filter-groups';
import { SortButtons } from './sort-buttons';
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

      <PlaceSelect
        label="Place (everything inside it)"
        none="Everywhere"
        value={filters.placeId}
        onChange={(placeId) => setFilters({ placeId })}
      />

      <ValueRangeFilter filters={filters} setFilters={setFilters} />

      <SharingStatusFilter filters={filters} setFilters={setFilters} />

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
