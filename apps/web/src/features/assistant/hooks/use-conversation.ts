import { useMemo } from 'react';
import { useChatHistory } from '../api/get-chat-history';
import { historyInReadingOrder } from '../lib/chat-history';
import { applyFeedback, fromHistory, mergeMessages } from '../lib/chat-messages';
import { useAssistantStore } from '../stores/assistant-store';

/** The merged conversation: history (oldest first) with this visit's messages (spec §4). */
export function useConversation() {
  const history = useChatHistory();
  const live = useAssistantStore((state) => state.live);
  const overrides = useAssistantStore((state) => state.feedback);
  const historyMessages = useMemo(
    () => (history.data ? historyInReadingOrder(history.data.pages).map(fromHistory) : []),
    [history.data],
  );
  const messages = useMemo(
    () => applyFeedback(mergeMessages(historyMessages, live), overrides),
    [historyMessages, live, overrides],
  );
  return { history, messages };
}

export type ChatHistoryQuery = ReturnType<typeof useChatHistory>;
