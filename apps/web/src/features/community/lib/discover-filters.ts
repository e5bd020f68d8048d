import {
  DEFAULT_DISCOVER_FILTERS,
  DISCOVER,
  type DiscoverFilters,
  type DiscoverSort,
} from './discover-query';

export {
  DEFAULT_DISCOVER_FILTERS,
  DISCOVER,
  toPublicItemsQuery,
  type DiscoverCondition,
  type DiscoverFilters,
  type DiscoverSort,
} from './discover-query';

export const DISCOVER_SORTS: readonly { value: DiscoverSort; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-value', label: 'Value: high to low' },
  { value: 'value', label: 'Value: low to high' },
  { value: 'name', label: 'Name: A to Z' },
  { value: '-name', label: 'Name: Z to A' },
];

/**
 * The badge of the Filters button: one per active filter among category, brand, condition,
 * location, value range (min and/or max count once), verified and photos. The search box and
 * the sort are not counted.
 */
export function countActiveDiscoverFilters(filters: DiscoverFilters): number {
  return [
    filters.category !== null,
    filters.brand !== null,
    filters.condition !== null,
    filters.location !== null,
    filters.minValue !== '' || filters.maxValue !== '',
    filters.verifiedOnly,
    filters.withPhotos,
  ].filter(Boolean).length;
}

/** Everything the panel sets back to its default; the search box stays as typed. */
export function clearDiscoverFilters(filters: DiscoverFilters): DiscoverFilters {
  return { ...DEFAULT_DISCOVER_FILTERS, search: filters.search };
}

/** Up to six category chips, in the order the server lists them. */
export function categoryChips(available: readonly string[] | undefined): string[] {
  return [...new Set(available ?? [])].slice(0, DISCOVER.maxCategoryChips);
}
