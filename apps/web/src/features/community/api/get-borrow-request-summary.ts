import type { borrowRequestSummarySchema } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { BORROW_REQUEST_SUMMARY_REQUEST } from './discover-requests';

export type BorrowRequestSummary = z.infer<typeof borrowRequestSummarySchema>;

/** GET /users/borrow-requests/summary: pending, total and expiring-soon counts (received). */
export function fetchBorrowRequestSummary(signal?: AbortSignal): Promise<BorrowRequestSummary> {
  return apiClient.get<BorrowRequestSummary>(BORROW_REQUEST_SUMMARY_REQUEST.path, {
    ...(signal ? { signal } : {}),
  });
}

export function borrowRequestSummaryQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.summary,
    queryFn: ({ signal }) => fetchBorrowRequestSummary(signal),
  });
}

export function useBorrowRequestSummary() {
  return useQuery(borrowRequestSummaryQueryOptions());
}
