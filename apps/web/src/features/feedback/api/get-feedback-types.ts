import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_TYPES,
  type feedbackTypesResponseSchema,
} from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { feedbackKeys } from '@/lib/query-keys/feedback-keys';

export type FeedbackTypesResponse = z.infer<typeof feedbackTypesResponseSchema>;

/** The contract's list: shown until (or if) the server's answers. */
const KNOWN_TYPES: FeedbackTypesResponse = {
  types: FEEDBACK_TYPES.map((type) => ({ ...type })),
  default: DEFAULT_FEEDBACK_TYPE,
};

/** GET /feedback/types/list (public). */
export function fetchFeedbackTypes(signal?: AbortSignal): Promise<FeedbackTypesResponse> {
  return apiClient.get<FeedbackTypesResponse>('/feedback/types/list', {
    skipAuth: true,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

export function feedbackTypesQueryOptions() {
  return queryOptions({
    queryKey: feedbackKeys.types,
    queryFn: ({ signal }) => fetchFeedbackTypes(signal),
    staleTime: 60 * 60_000,
    placeholderData: KNOWN_TYPES,
  });
}

/** The feedback types; the known list stands in while loading or when the call fails. */
export function useFeedbackTypes(): FeedbackTypesResponse {
  const query = useQuery(feedbackTypesQueryOptions());
  return query.data && query.data.types.length > 0 ? query.data : KNOWN_TYPES;
}
