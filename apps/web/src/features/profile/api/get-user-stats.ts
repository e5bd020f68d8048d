import type { UserStats } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '@/lib/query-keys/auth-keys';
import { apiClient } from '@/lib/api-client';

/** GET /auth/user-stats: Active Sessions (active_tokens) and Member Since (created_at). */
export function fetchUserStats(signal?: AbortSignal): Promise<UserStats> {
  return apiClient.get<UserStats>('/auth/user-stats', signal ? { signal } : {});
}

export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.userStats,
    queryFn: ({ signal }) => fetchUserStats(signal),
    staleTime: 60_000,
  });
}

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
