import type { QueryClient } from '@tanstack/react-query';
import { preloadFirstCards } from '@/components/items/card-picture';
import { borrowRequestSummaryQueryOptions } from './api/get-borrow-request-summary';
import { publicItemsQueryOptions } from './api/get-public-items';
import { sentRequestsQueryOptions } from './api/get-sent-borrow-requests';
import { useDiscoverStore } from './stores/discover-store';

/**
 * Discover's first page and the requests that mark its cards "Requested", which the router starts
 * while the screen's code loads; the first cards' pictures are asked for as soon as the page
 * answers. Same keys and filters as the screen's own queries.
 */
export function prefetchDiscover(queryClient: QueryClient): void {
  const { filters } = useDiscoverStore.getState();
  const firstPage = publicItemsQueryOptions({ ...filters, search: filters.search.trim() });
  void queryClient.prefetchInfiniteQuery(firstPage).then(() => {
    const items = queryClient.getQueryData(firstPage.queryKey)?.pages[0]?.items ?? [];
    preloadFirstCards(items);
  });
  void queryClient.prefetchQuery(sentRequestsQueryOptions());
  void queryClient.prefetchQuery(borrowRequestSummaryQueryOptions());
}
