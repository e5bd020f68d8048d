import { PAGE_SIZES } from '@circle/contract';
import type { ApiGet } from '@/lib/api-url';
import { toInventoryQuery, type InventoryFilters } from '../lib/inventory-query';

/** GET /users/inventory with the filter bar's filters, one page of 20 at `offset`. */
export function inventoryPageRequest(filters: InventoryFilters, offset: number): ApiGet {
  return { path: '/users/inventory', query: { ...toInventoryQuery(filters, offset) } };
}

/** Spec §7/§9: the category list loads the first 200 items once (Browse's summary and chips). */
export const INVENTORY_OVERVIEW_REQUEST: ApiGet = {
  path: '/users/inventory',
  query: { limit: PAGE_SIZES.categoryList, offset: 0 },
};
