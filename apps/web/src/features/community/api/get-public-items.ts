import type { PublicItemsPage } from '@circle/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { DISCOVER, type DiscoverFilters } from '../lib/discover-filters';
import { publicItemsRequest } from './discover-requests';
import { communityKeys } from '@/lib/query-keys/community-keys';

/** GET /public/items: one page (20) of the items others made public, with the facets. */
export function fetchPublicItems(
  filters: DiscoverFilters,
  page: number,
  signal?: AbortSignal,
): Promise<PublicItemsPage> {
  const request = publicItemsRequest(filters, page);
  return apiClient.get<PublicItemsPage>(request.path, {
    query: request.query,
    ...(signal ? { signal } : {}),
  });
}

export function publicItemsQueryOptions(filters: DiscoverFilters) {
  return infiniteQueryOptions({
    queryKey: communityKeys.publicItems(filters),
    queryFn: ({ pageParam, signal }) => fetchPublicItems(filters, pageParam, signal),
    initialPageParam: DISCOVER.firstPage as number,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  });
}

/** Discovery; while new filters load, the previous results stay on screen. */
export function usePublicItems(filters: DiscoverFilters) {
  return useInfiniteQuery({
    ...publicItemsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
