import { PAGE_SIZES, type CONDITIONS, type PublicItemsQuery } from '@circle/contract';

/** Spec §9 discovery constants. */
export const DISCOVER = {
  firstPage: 1,
  perPage: PAGE_SIZES.discovery,
  searchDebounceMs: 500,
  maxCategoryChips: 6,
  scrollThreshold: 0.1,
  /** The default price range of the filter panel. */
  defaultValueRange: { min: 0, max: 1000 },
} as const;

export type DiscoverSort = NonNullable<PublicItemsQuery['sort']>;
export type DiscoverCondition = (typeof CONDITIONS)[number];

export const DISCOVER_SORTS: readonly { value: DiscoverSort; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-value', label: 'Value: high to low' },
  { value: 'value', label: 'Value: low to high' },
  { value: 'name', label: 'Name: A to Z' },
  { value: '-name', label: 'Name: Z to A' },
];

/** Spec §3 "Public item filters" plus the sort. */
export interface DiscoverFilters {
  search: string;
  category: string | null;
  brand: string | null;
  condition: DiscoverCondition | null;
  location: string | null;
  /** Whole dollars as typed: digits only, '' when unset. */
  minValue: string;
  maxValue: string;
  verifiedOnly: boolean;
  withPhotos: boolean;
  sort: DiscoverSort;
}

export const DEFAULT_DISCOVER_FILTERS: DiscoverFilters = {
  search: '',
  category: null,
  brand: null,
  condition: null,
  location: null,
  minValue: '',
  maxValue: '',
  verifiedOnly: false,
  withPhotos: false,
  sort: '-created_at',
};

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

/** The query of GET /public/items for these filters and page. */
export function toPublicItemsQuery(filters: DiscoverFilters, page: number): PublicItemsQuery {
  let min = filters.minValue === '' ? undefined : Number(filters.minValue);
  let max = filters.maxValue === '' ? undefined : Number(filters.maxValue);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const search = filters.search.trim();
  return {
    page,
    per_page: DISCOVER.perPage,
    sort: filters.sort,
    ...(search ? { search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.brand ? { brand: filters.brand } : {}),
    ...(filters.condition ? { condition: filters.condition } : {}),
    ...(filters.location ? { location: filters.location } : {}),
    ...(min !== undefined ? { min_value: min } : {}),
    ...(max !== undefined ? { max_value: max } : {}),
    ...(filters.verifiedOnly ? { is_verified: 'true' as const } : {}),
    ...(filters.withPhotos ? { has_image: 'true' as const } : {}),
  };
}
