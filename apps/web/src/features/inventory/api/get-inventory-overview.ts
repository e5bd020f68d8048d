import type { InventoryItem, InventoryListResponse } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { localItems, withLocalFallback } from '@/lib/offline/local-reads';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { INVENTORY_OVERVIEW_REQUEST } from './inventory-requests';

export interface InventoryOverview {
  /** Distinct categories of the first 200 items, most frequent first. */
  categories: string[];
  /** The items the user owns (the list total without the borrowed ones loaded). */
  totalItems: number;
  /** Estimated value × quantity over the owned items loaded (the first 200). */
  totalValue: number;
  /** True when the user has more items than were loaded for the figures. */
  partial: boolean;
}

/** Distinct categories, most frequent first (ties alphabetical). */
export function distinctCategories(items: Pick<InventoryItem, 'item_category'>[]): string[] {
  const counts = new Map<string, number>();
  for (const { item_category } of items) {
    const name = item_category.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return (
    [...counts.entries()]
      // A plain comparison: localeCompare's first use loads the locale data, a long pause on a phone.
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .map(([name]) => name)
  );
}

/**
 * The figures count what the user owns: items borrowed from others are listed in Browse but are
 * neither the user's items nor part of their value.
 */
export function summarizeInventory(response: InventoryListResponse): InventoryOverview {
  const owned = response.items.filter((item) => !item.sharing_info?.is_borrowed);
  const borrowed = response.items.length - owned.length;
  const totalValue = owned.reduce(
    (sum, item) => sum + (item.estimated_value ?? 0) * Math.max(1, item.quantity),
    0,
  );
  return {
    categories: distinctCategories(response.items),
    totalItems: Math.max(0, response.pagination.total - borrowed),
    totalValue,
    partial: response.pagination.total > response.items.length,
  };
}

const EMPTY_PAGINATION = {
  total: 0,
  limit: 0,
  offset: 0,
  current_page: 1,
  total_pages: 1,
  has_next: false,
  has_previous: false,
};

/** The overview of INVENTORY_OVERVIEW_REQUEST's first 200 items. */
export async function fetchInventoryOverview(signal?: AbortSignal): Promise<InventoryOverview> {
  const response = await withLocalFallback(
    () =>
      apiClient.get<InventoryListResponse>(INVENTORY_OVERVIEW_REQUEST.path, {
        query: INVENTORY_OVERVIEW_REQUEST.query,
        ...(signal ? { signal } : {}),
      }),
    async () => {
      const items = await localItems();
      if (items.length === 0) return undefined;
      return { items, pagination: { ...EMPTY_PAGINATION, total: items.length } };
    },
  );
  return summarizeInventory(response);
}

export function inventoryOverviewQueryOptions() {
  return queryOptions({
    queryKey: inventoryKeys.overview,
    queryFn: ({ signal }) => fetchInventoryOverview(signal),
    staleTime: 60_000,
    networkMode: 'always',
  });
}

export function useInventoryOverview() {
  return useQuery(inventoryOverviewQueryOptions());
}
