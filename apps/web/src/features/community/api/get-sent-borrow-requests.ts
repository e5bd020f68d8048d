import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { SENT_REQUESTS_REQUEST } from './discover-requests';
import type { BorrowRequestsResponse } from './get-borrow-requests';

/** GET /users/sent-borrow-requests: my requests still open or answered (not claimed, not cancelled). */
export function fetchSentRequests(signal?: AbortSignal): Promise<BorrowRequestsResponse> {
  return apiClient.get<BorrowRequestsResponse>(SENT_REQUESTS_REQUEST.path, {
    query: SENT_REQUESTS_REQUEST.query,
    ...(signal ? { signal } : {}),
  });
}

export function sentRequestsQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.sent,
    queryFn: ({ signal }) => fetchSentRequests(signal),
  });
}

export function useSentRequests(enabled = true) {
  return useQuery({ ...sentRequestsQueryOptions(), enabled });
}
