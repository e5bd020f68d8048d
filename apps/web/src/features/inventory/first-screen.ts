import type { QueryClient } from '@tanstack/react-query';
import { useBrowseViewStore } from '@/lib/browse-view-store';
import { inventoryInfiniteQueryOptions } from './api/get-inventory';
import { useBrowseStore } from './stores/browse-store';

/**
 * Browse's first requests, which the router starts while the screen's code loads instead of after
 * it has rendered, so the list, and then its pictures, do not wait on a chain of requests. Same
 * keys and filters as the screen's own query, so it finds the answer in the cache.
 */
export function prefetchBrowse(queryClient: QueryClient): void {
  if (useBrowseViewStore.getState().viewMode !== 'inventory') return;
  const { filters } = useBrowseStore.getState();
  void queryClient.prefetchInfiniteQuery(
    inventoryInfiniteQueryOptions({ ...filters, search: filters.search.trim() }),
  );
}
