import type { sharesResponseSchema } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';

export type SharesResponse = z.infer<typeof sharesResponseSchema>;

/** GET /users/shares: what I shared (shared_by_me) and what was shared with me. */
export function fetchShares(signal?: AbortSignal): Promise<SharesResponse> {
  return apiClient.get<SharesResponse>('/users/shares', signal ? { signal } : {});
}

export function sharesQueryOptions() {
  return queryOptions({
    queryKey: sharingKeys.shares,
    queryFn: ({ signal }) => fetchShares(signal),
  });
}

export function useShares(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sharesQueryOptions(), enabled: options.enabled ?? true });
}
