import { PAGE_SIZES, type InventoryListResponse } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';

/** GET /users/inventory, newest first, 5 items (spec §7 Dashboard: "Recent items load (5)"). */
export function fetchRecentItems(signal?: AbortSignal): Promise<InventoryListResponse> {
  return apiClient.get<InventoryListResponse>('/users/inventory', {
    query: {
      limit: PAGE_SIZES.dashboardRecentItems,
      offset: 0,
      sort_by: 'date',
      sort_order: 'desc',
    },
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
