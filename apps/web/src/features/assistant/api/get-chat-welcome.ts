import type { chatWelcomeSchema } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { assistantKeys } from '@/lib/query-keys/assistant-keys';

export type ChatWelcome = z.infer<typeof chatWelcomeSchema>;

/** GET /query/chat/welcome: greeting, welcome message, suggested questions and capabilities. */
export function fetchChatWelcome(signal?: AbortSignal): Promise<ChatWelcome> {
  return apiClient.get<ChatWelcome>('/query/chat/welcome', signal ? { signal } : {});
}

export function chatWelcomeQueryOptions() {
  return queryOptions({
    queryKey: assistantKeys.welcome,
    queryFn: ({ signal }) => fetchChatWelcome(signal),
    staleTime: 5 * 60_000,
  });
}

export function useChatWelcome() {
  return useQuery(chatWelcomeQueryOptions());
}
