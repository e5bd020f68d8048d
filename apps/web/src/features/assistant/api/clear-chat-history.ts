import type { clearHistoryResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { useAssistantStore } from '../stores/assistant-store';
import { assistantKeys } from '@/lib/query-keys/assistant-keys';

export type ClearHistoryResponse = z.infer<typeof clearHistoryResponseSchema>;

/** DELETE /query/chat/history → {deleted_messages}. */
export function clearChatHistory(): Promise<ClearHistoryResponse> {
  // Silent: the screen says what failed (spec §8 "Chat"), no global toast on top.
  return apiClient.delete<ClearHistoryResponse>('/query/chat/history', { silent: true });
}

/** Clears the conversation on the server, then here (history and this visit's messages). */
export function useClearChatHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatHistory,
    onSuccess: async () => {
      useAssistantStore.getState().reset();
      await queryClient.resetQueries({ queryKey: assistantKeys.history });
    },
  });
}
