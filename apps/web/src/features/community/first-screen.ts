import type { QueryClient } from '@tanstack/react-query';
import { borrowRequestSummaryQueryOptions } from './api/get-borrow-request-summary';
import { publicItemsQueryOptions } from './api/get-public-items';
import { sentRequestsQueryOptions } from './api/get-sent-borrow-requests';
import { useDiscoverStore } from './stores/discover-store';

/**
 * Discover's first page and the requests that mark its cards "Requested", which the router starts
 * while the screen's code loads. Same keys and filters as the screen's own queries.
 */
export function prefetchDiscover(queryClient: QueryClient): void {
  const { filters } = useDiscoverStore.getState();
  void queryClient.prefetchInfiniteQuery(
    publicItemsQueryOptions({ ...filters, search: filters.search.trim() }),
  );
  void queryClient.prefetchQuery(sentRequestsQueryOptions());
  void queryClient.prefetchQuery(borrowRequestSummaryQueryOptions());
}
