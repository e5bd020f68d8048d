import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  FIRST_HISTORY_PAGE,
  nextHistoryPage,
  type HistoryPage,
  type HistoryPageParam,
} from '../lib/chat-history';
import { assistantKeys } from '@/lib/query-keys/assistant-keys';

/** GET /query/chat/history: offset 0 is the newest page; each page reads oldest to newest. */
export function fetchChatHistory(
  page: HistoryPageParam,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  return apiClient.get<HistoryPage>('/query/chat/history', {
    query: { limit: page.limit, offset: page.offset },
    ...(signal ? { signal } : {}),
  });
}

export function chatHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: assistantKeys.history,
    queryFn: ({ pageParam, signal }) => fetchChatHistory(pageParam, signal),
    initialPageParam: FIRST_HISTORY_PAGE,
    getNextPageParam: (last: HistoryPage) => nextHistoryPage(last.pagination),
  });
}

/** The conversation so far: the newest 5 messages first, older pages of 10 on demand. */
export function useChatHistory() {
  return useInfiniteQuery(chatHistoryQueryOptions());
}
