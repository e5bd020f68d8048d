import type { InventoryListResponse } from '@circle/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { keptPlaces } from '@/lib/offline/kept-places';
import { localItems, withLocalFallback } from '@/lib/offline/local-reads';
import type { InventoryFilters } from '../lib/inventory-filters';
import { inventoryPageRequest } from './inventory-requests';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';

/** GET /users/inventory with the filter bar's filters, one page of 20 at `offset`. */
export function fetchInventoryPage(
  filters: InventoryFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<InventoryListResponse> {
  const request = inventoryPageRequest(filters, offset);
  return withLocalFallback(
    () =>
      apiClient.get<InventoryListResponse>(request.path, {
        query: request.query,
        ...(signal ? { signal } : {}),
      }),
    () => localInventoryPageOf(filters, offset),
  );
}

/** The same page from the device's copy of the inventory (nothing when none is kept). */
async function localInventoryPageOf(
  filters: InventoryFilters,
  offset: number,
): Promise<InventoryListResponse | undefined> {
  const items = await localItems();
  if (items.length === 0) return undefined;
  const [{ localInventoryPage }, places] = await Promise.all([
    import('../lib/local-inventory'),
    filters.placeId ? keptPlaces().catch(() => []) : [],
  ]);
  return localInventoryPage(items, filters, offset, undefined, places);
}

export function inventoryInfiniteQueryOptions(filters: InventoryFilters) {
  return infiniteQueryOptions({
    queryKey: inventoryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchInventoryPage(filters, pageParam, signal),
    // Without a connection the page comes from the device's copy.
    networkMode: 'always',
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.pagination.has_next ? last.pagination.offset + last.pagination.limit : undefined,
  });
}

/** The inventory list; while new filters load, the previous results stay on screen. */
export function useInventory(filters: InventoryFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...inventoryInfiniteQueryOptions(filters),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
