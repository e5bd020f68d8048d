import {
  DEFAULT_FILTERS,
  type InventoryFilters,
  type InventorySortField,
  type SharingStatusFilter,
} from './inventory-query';

export {
  DEFAULT_FILTERS,
  toInventoryQuery,
  type InventoryFilters,
  type InventoryQueryParams,
  type InventorySortField,
  type SharingStatusFilter,
  type SortOrder,
} from './inventory-query';

/** Spec §9: the quick "$100+" filter sets the minimum value to 100. */
export const QUICK_MIN_VALUE = '100';
/** Spec §9: three quick category chips in the inventory bar. */
export const QUICK_CATEGORY_COUNT = 3;
/** Search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

export const SORT_LABELS: Record<InventorySortField, string> = {
  date: 'Date',
  value: 'Value',
  name: 'Name',
  confidence: 'Confidence',
  category: 'Category',
  condition: 'Condition',
  room: 'Room',
};

/** The sort chips above the cards; the table sorts by its columns as well. */
export const QUICK_SORT_FIELDS: readonly InventorySortField[] = [
  'date',
  'value',
  'name',
  'confidence',
];

export const SHARING_STATUS_LABELS: Record<SharingStatusFilter, string> = {
  owned: 'Owned',
  borrowed: 'Borrowed',
  lent: 'Lent',
};

/**
 * The badge of the filter button: one per active filter among search, category, verified, value
 * range (min and/or max count once), sharing status, public and shareable. Sorting is not a filter.
 */
export function countActiveFilters(filters: InventoryFilters): number {
  return [
    filters.search.trim() !== '',
    filters.category !== null,
    filters.verifiedOnly,
    filters.minValue !== '' || filters.maxValue !== '',
    filters.sharingStatus !== null,
    filters.publicOnly,
    filters.shareableOnly,
    filters.placeId !== null,
  ].filter(Boolean).length;
}

/**
 * Spec §4: tapping the active sort reverses its direction; choosing another field starts it
 * ascending for name, value and confidence, and descending (newest first) for date.
 */
export function nextSort(
  current: Pick<InventoryFilters, 'sortBy' | 'sortOrder'>,
  chosen: InventorySortField,
): Pick<InventoryFilters, 'sortBy' | 'sortOrder'> {
  if (current.sortBy === chosen) {
    return { sortBy: chosen, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  }
  return { sortBy: chosen, sortOrder: chosen === 'date' ? 'desc' : 'asc' };
}

/** Everything but the sort back to its default. */
export function clearFilters(filters: InventoryFilters): InventoryFilters {
  return { ...DEFAULT_FILTERS, sortBy: filters.sortBy, sortOrder: filters.sortOrder };
}
