import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { assistantKeys } from '@/lib/query-keys/assistant-keys';
import { sendChatMessage } from '../api/send-chat-message';
import {
  ASSISTANT_MESSAGE_TYPE,
  fromReply,
  localId,
  USER_MESSAGE_TYPE,
  type DisplayMessage,
} from '../lib/chat-messages';
import { ASSISTANT_TEXTS } from '../lib/assistant-texts';
import { chatSendErrorMessage } from '../lib/send-error';
import { useAssistantStore } from '../stores/assistant-store';

interface SendVariables {
  text: string;
  /** The user's bubble (still under its local id until the server names it). */
  messageId: string;
}

function assistantBubble(content: string, extra: Partial<DisplayMessage>): DisplayMessage {
  return {
    id: localId(),
    role: 'assistant',
    messageType: ASSISTANT_MESSAGE_TYPE,
    content,
    timestamp: new Date().toISOString(),
    feedback: null,
    sources: null,
    suggestions: [],
    images: [],
    ...extra,
  };
}

/**
 * Sending a question: the user's bubble shows at once (with the pictures attached on this
 * device), the answer follows; a failure shows in the conversation with Try again. The outcome
 * lands in the chat store even when the chat tab was left meanwhile.
 */
export function useSendMessage() {
  const mutation = useMutation({
    mutationKey: assistantKeys.send,
    mutationFn: ({ text }: SendVariables) => sendChatMessage(text),
    onSuccess: (reply, { messageId }) => {
      const store = useAssistantStore.getState();
      store.update(messageId, { id: reply.user_message_id });
      store.add(fromReply(reply));
    },
    onError: (error, { text, messageId }) => {
      useAssistantStore.getState().add(
        assistantBubble(chatSendErrorMessage(error), {
          local: 'error',
          retry: { text, messageId },
        }),
      );
    },
  });
  const sending = useIsMutating({ mutationKey: assistantKeys.send }) > 0;
  const { mutate } = mutation;

  const send = useCallback(
    (text: string, images: readonly string[] = []) => {
      const query = text.trim();
      if (!query && images.length === 0) return;
      const store = useAssistantStore.getState();
      const message: DisplayMessage = {
        id: localId(),
        role: 'user',
        messageType: USER_MESSAGE_TYPE,
        content: query,
        timestamp: new Date().toISOString(),
        feedback: null,
        sources: null,
        suggestions: [],
        images: [...images],
      };
      store.add(message);
      if (!query) {
        // Spec §4: pictures are not sent to the server yet; say so instead of a silent nothing.
        store.add(assistantBubble(ASSISTANT_TEXTS.imagesOnlyNote, { local: 'note' }));
        return;
      }
      mutate({ text: query, messageId: message.id });
    },
    [mutate],
  );

  /** Sends a failed question again from its error bubble. */
  const retry = useCallback(
    (errorBubble: DisplayMessage) => {
      if (!errorBubble.retry) return;
      useAssistantStore.getState().remove(errorBubble.id);
      mutate({ text: errorBubble.retry.text, messageId: errorBubble.retry.messageId });
    },
    [mutate],
  );

  return { send, retry, sending };
}
