import { CONDITIONS, type PublicItemsPage } from '@circle/contract';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { categoryLabel } from '@/lib/item-display';
import {
  DISCOVER,
  countActiveDiscoverFilters,
  type DiscoverCondition,
} from '../lib/discover-filters';
import { useDiscoverStore } from '../stores/discover-store';
import { DiscoverSortChips, DiscoverValueRange } from './discover-filter-groups';
import '@/components/ui/form.css';
import '@/components/ui/field.css';
import '@/components/ui/chip.css';

type Facets = Pick<
  PublicItemsPage,
  | 'available_categories'
  | 'available_brands'
  | 'available_conditions'
  | 'available_locations'
  | 'value_range'
>;

function options(values: readonly string[], anyLabel: string, label = (value: string) => value) {
  return [
    { value: '', label: anyLabel },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
}

/** The discovery filter panel (spec §3 "Public item filters"); every change applies at once. */
export function DiscoverFilterSheet({
  open,
  onOpenChange,
  facets,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facets: Facets | undefined;
}) {
  const filters = useDiscoverStore((state) => state.filters);
  const setFilters = useDiscoverStore((state) => state.setFilters);
  const clear = useDiscoverStore((state) => state.clearFilters);
  const active = countActiveDiscoverFilters(filters);
  const withCurrent = (values: readonly string[] | undefined, current: string | null) =>
    current && !(values ?? []).includes(current)
      ? [current, ...(values ?? [])]
      : [...(values ?? [])];
  const conditions = (
    facets?.available_conditions.length ? facets.available_conditions : CONDITIONS
  ).filter((value): value is DiscoverCondition =>
    (CONDITIONS as readonly string[]).includes(value),
  );
  const range = facets?.value_range ?? DISCOVER.defaultValueRange;

  return (
    <FilterSheet open={open} onOpenChange={onOpenChange} activeCount={active} onClear={clear}>
      <SelectField
        label="Category"
        value={filters.category ?? ''}
        options={options(
          withCurrent(facets?.available_categories, filters.category),
          'All categories',
          categoryLabel,
        )}
        onChange={(event) => setFilters({ category: event.target.value || null })}
      />
      <SelectField
        label="Brand"
        value={filters.brand ?? ''}
        options={options(withCurrent(facets?.available_brands, filters.brand), 'Any brand')}
        onChange={(event) => setFilters({ brand: event.target.value || null })}
      />
      <SelectField
        label="Condition"
        value={filters.condition ?? ''}
        options={options(conditions, 'Any condition', categoryLabel)}
        onChange={(event) =>
          setFilters({ condition: (event.target.value || null) as DiscoverCondition | null })
        }
      />
      <SelectField
        label="Location"
        value={filters.location ?? ''}
        options={options(withCurrent(facets?.available_locations, filters.location), 'Anywhere')}
        onChange={(event) => setFilters({ location: event.target.value || null })}
      />

      <DiscoverValueRange
        filters={filters}
        setFilters={setFilters}
        range={range}
        showHint={Boolean(facets)}
      />

      <div className="filter-group filter-group--switches">
        <Switch
          label="Verified only"
          checked={filters.verifiedOnly}
          onCheckedChange={(verifiedOnly) => setFilters({ verifiedOnly })}
        />
        <Switch
          label="With photos"
          checked={filters.withPhotos}
          onCheckedChange={(withPhotos) => setFilters({ withPhotos })}
        />
      </div>

      <DiscoverSortChips filters={filters} setFilters={setFilters} />
    </FilterSheet>
  );
}
