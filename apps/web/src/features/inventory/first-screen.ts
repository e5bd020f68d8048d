import type { QueryClient } from '@tanstack/react-query';
import { preloadFirstCards } from '@/components/items/card-picture';
import { useBrowseViewStore } from '@/lib/browse-view-store';
import { inventoryInfiniteQueryOptions } from './api/get-inventory';
import { useBrowseStore } from './stores/browse-store';

/**
 * Browse's first requests, which the router starts while the screen's code loads instead of after
 * it has rendered, so the list, and then its pictures, do not wait on a chain of requests: the
 * first cards' pictures are asked for as soon as the list answers. Same keys and filters as the
 * screen's own query, so it finds the answer in the cache.
 */
export function prefetchBrowse(queryClient: QueryClient): void {
  if (useBrowseViewStore.getState().viewMode !== 'inventory') return;
  const { filters } = useBrowseStore.getState();
  const list = inventoryInfiniteQueryOptions({ ...filters, search: filters.search.trim() });
  void queryClient.prefetchInfiniteQuery(list).then(() => {
    const firstPage = queryClient.getQueryData(list.queryKey)?.pages[0];
    preloadFirstCards(firstPage?.items ?? []);
  });
}
