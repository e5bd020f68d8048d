import {
  PAGE_SIZES,
  type INVENTORY_SORT_FIELDS,
  type SHARING_STATUS_FILTERS,
  type SORT_ORDERS,
} from '@circle/contract';
import { typedValueRange } from '@/lib/typed-value-range';

export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type SharingStatusFilter = (typeof SHARING_STATUS_FILTERS)[number];

/** The inventory filter bar (spec §2 and §3 "Inventory filters"). */
export interface InventoryFilters {
  search: string;
  category: string | null;
  verifiedOnly: boolean;
  /** Whole dollars as typed: digits only, '' when unset. */
  minValue: string;
  maxValue: string;
  sharingStatus: SharingStatusFilter | null;
  publicOnly: boolean;
  shareableOnly: boolean;
  /** Only items in this place and the places below it. */
  placeId: string | null;
  sortBy: InventorySortField;
  sortOrder: SortOrder;
}

/** Spec §4/§9: default sort date descending, nothing filtered. */
export const DEFAULT_FILTERS: InventoryFilters = {
  search: '',
  category: null,
  verifiedOnly: false,
  minValue: '',
  maxValue: '',
  sharingStatus: null,
  publicOnly: false,
  shareableOnly: false,
  placeId: null,
  sortBy: 'date',
  sortOrder: 'desc',
};

/** The query string of GET /users/inventory (see inventoryListQuerySchema in the contract). */
export interface InventoryQueryParams {
  limit: number;
  offset: number;
  sort_by: InventorySortField;
  sort_order: SortOrder;
  search?: string;
  category?: string;
  verified_only?: boolean;
  min_value?: number;
  max_value?: number;
  sharing_status?: SharingStatusFilter;
  is_public?: boolean;
  is_shareable?: boolean;
  place_id?: string;
}

/** The query of GET /users/inventory for these filters (one page of 20 at `offset`). */
export function toInventoryQuery(
  filters: InventoryFilters,
  offset: number,
  limit: number = PAGE_SIZES.inventory,
): InventoryQueryParams {
  const { min, max } = typedValueRange(filters.minValue, filters.maxValue);
  const search = filters.search.trim();
  return {
    limit,
    offset,
    sort_by: filters.sortBy,
    sort_order: filters.sortOrder,
    ...(search ? { search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.verifiedOnly ? { verified_only: true } : {}),
    ...(min !== undefined ? { min_value: min } : {}),
    ...(max !== undefined ? { max_value: max } : {}),
    ...(filters.sharingStatus ? { sharing_status: filters.sharingStatus } : {}),
    ...(filters.publicOnly ? { is_public: true } : {}),
    ...(filters.shareableOnly ? { is_shareable: true } : {}),
    ...(filters.placeId ? { place_id: filters.placeId } : {}),
  };
}
