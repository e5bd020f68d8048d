import type { InventoryListResponse } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';
import { RECENT_ITEMS_REQUEST } from './dashboard-requests';

/** The dashboard's recent items (RECENT_ITEMS_REQUEST). */
export function fetchRecentItems(signal?: AbortSignal): Promise<InventoryListResponse> {
  return apiClient.get<InventoryListResponse>(RECENT_ITEMS_REQUEST.path, {
    query: RECENT_ITEMS_REQUEST.query,
    // Spec §7: a failed recent-items load is tolerated (the section just stays away).
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

export function recentItemsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.recentItems,
    queryFn: ({ signal }) => fetchRecentItems(signal),
    staleTime: 0,
  });
}

export function useRecentItems() {
  return useQuery(recentItemsQueryOptions());
}
