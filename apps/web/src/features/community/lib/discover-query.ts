import { PAGE_SIZES, type CONDITIONS, type PublicItemsQuery } from '@circle/contract';
import { typedValueRange } from '@/lib/typed-value-range';

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

/** The query of GET /public/items for these filters and page. */
export function toPublicItemsQuery(filters: DiscoverFilters, page: number): PublicItemsQuery {
  const { min, max } = typedValueRange(filters.minValue, filters.maxValue);
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
