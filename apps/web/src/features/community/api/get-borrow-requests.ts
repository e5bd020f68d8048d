import type { ListedBorrowRequestStatus, borrowRequestsResponseSchema } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { REQUESTS_LIMIT } from './discover-requests';

export type BorrowRequestsResponse = z.infer<typeof borrowRequestsResponseSchema>;

/** GET /users/borrow-requests?status=…: the requests others sent for my items. */
export function fetchReceivedRequests(
  status: ListedBorrowRequestStatus | null,
  signal?: AbortSignal,
): Promise<BorrowRequestsResponse> {
  return apiClient.get<BorrowRequestsResponse>('/users/borrow-requests', {
    query: { limit: REQUESTS_LIMIT, ...(status ? { status } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export function receivedRequestsQueryOptions(status: ListedBorrowRequestStatus | null) {
  return queryOptions({
    queryKey: communityKeys.received(status),
    queryFn: ({ signal }) => fetchReceivedRequests(status, signal),
  });
}

export function useReceivedRequests(status: ListedBorrowRequestStatus | null, enabled = true) {
  return useQuery({ ...receivedRequestsQueryOptions(status), enabled });
}
