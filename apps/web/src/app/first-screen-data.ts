import type { QueryClient } from '@tanstack/react-query';
import { borrowRequestSummaryQueryOptions } from '@/features/community/api/get-borrow-request-summary';
import { publicItemsQueryOptions } from '@/features/community/api/get-public-items';
import { sentRequestsQueryOptions } from '@/features/community/api/get-sent-borrow-requests';
import { useDiscoverStore } from '@/features/community/stores/discover-store';
import { inventoryInfiniteQueryOptions } from '@/features/inventory/api/get-inventory';
import { useBrowseStore } from '@/features/inventory/stores/browse-store';

/**
 * The requests a list screen's first screen needs, started while its code loads instead of after
 * it has rendered: the list, and then its pictures, do not wait on a chain of requests. Same keys
 * and filters as the screens' own queries, so they find the answers in the cache.
 */

/** Browse's item list, with the filters the screen opens with. */
export function prefetchBrowse(queryClient: QueryClient): void {
  const { viewMode, filters } = useBrowseStore.getState();
  if (viewMode !== 'inventory') return;
  void queryClient.prefetchInfiniteQuery(
    inventoryInfiniteQueryOptions({ ...filters, search: filters.search.trim() }),
  );
}

/** Discover's first page and the requests that mark its cards "Requested". */
export function prefetchDiscover(queryClient: QueryClient): void {
  const { filters } = useDiscoverStore.getState();
  void queryClient.prefetchInfiniteQuery(
    publicItemsQueryOptions({ ...filters, search: filters.search.trim() }),
  );
  void queryClient.prefetchQuery(sentRequestsQueryOptions());
  void queryClient.prefetchQuery(borrowRequestSummaryQueryOptions());
}
