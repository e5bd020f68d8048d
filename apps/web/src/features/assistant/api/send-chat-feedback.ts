import type { chatFeedbackResponseSchema } from '@circle/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import type { ChatFeedbackValue } from '../lib/chat-messages';
import { useAssistantStore } from '../stores/assistant-store';

export type ChatFeedbackResponse = z.infer<typeof chatFeedbackResponseSchema>;

export interface ChatFeedbackInput {
  message_id: string;
  feedback: ChatFeedbackValue;
}

/** POST /query/chat/feedback {message_id, feedback}. */
export function sendChatFeedback(input: ChatFeedbackInput): Promise<ChatFeedbackResponse> {
  return apiClient.post<ChatFeedbackResponse>('/query/chat/feedback', { json: input });
}

/** Thumbs up or down: shown at once, put back as it was when the server refuses. */
export function useSendChatFeedback() {
  return useMutation({
    mutationFn: (input: ChatFeedbackInput & { previous: ChatFeedbackValue | null }) =>
      sendChatFeedback({ message_id: input.message_id, feedback: input.feedback }),
    onMutate: (input) => useAssistantStore.getState().setFeedback(input.message_id, input.feedback),
    onError: (_error, input) =>
      useAssistantStore.getState().setFeedback(input.message_id, input.previous),
  });
}
