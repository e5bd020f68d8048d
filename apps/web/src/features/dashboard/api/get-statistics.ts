import type { Statistics } from '@circle/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';
import { STATISTICS_REQUEST } from './dashboard-requests';

/** GET /users/statistics; `refresh` asks the server to recompute instead of answering cached. */
export function fetchStatistics(
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<Statistics> {
  return apiClient.get<Statistics>(STATISTICS_REQUEST.path, {
    // A refresh reports its own failure ("Failed to refresh dashboard data"): no global toast.
    ...(options.refresh ? { query: { refresh: true }, silent: true } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export function statisticsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.statistics,
    queryFn: ({ signal }) => fetchStatistics({ signal }),
    // The server keeps the figures per user until the data changes: asking on every visit to
    // the tab is cheap and shows uploads made elsewhere in the app.
    staleTime: 0,
  });
}

export function useStatistics() {
  return useQuery(statisticsQueryOptions());
}

/** Pull to refresh: recompute on the server (refresh=true) and show the new figures. */
export function useRefreshStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchStatistics({ refresh: true }),
    onSuccess: (statistics) => queryClient.setQueryData(dashboardKeys.statistics, statistics),
  });
}
