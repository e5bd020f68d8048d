import type { ChatReply } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

/**
 * POST /query/chat {query}. Silent: the screen shows every failure in the conversation
 * (spec §8 "Chat"), so no global toast is raised for it.
 */
export function sendChatMessage(query: string): Promise<ChatReply> {
  return apiClient.post<ChatReply>('/query/chat', { json: { query }, silent: true });
}
