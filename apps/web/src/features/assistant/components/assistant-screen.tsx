import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { TabHeader } from '@/components/layout/tab-header';
import { IconButton } from '@/components/ui/button';
import { useSendChatFeedback } from '../api/send-chat-feedback';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { useConversation } from '../hooks/use-conversation';
import { useSendMessage } from '../hooks/use-send-message';
import { useTypingIndicator } from '../hooks/use-typing-indicator';
import type { ChatFeedbackValue, DisplayMessage } from '../lib/chat-messages';
import { ChatComposer } from './chat-composer';
import { ChatHistoryStatus, OlderMessages } from './chat-history-status';
import { ThinkingBubble, TypingBubble } from './chat-status';
import { ChatWelcome } from './chat-welcome';
import { ClearHistoryDialog } from './clear-history-dialog';
import { ConversationLog } from './conversation-log';
import '@/components/ui/form.css';
import './assistant-screen.css';

export { CLEAR_HISTORY_DIALOG } from './clear-history-dialog';

/**
 * The chat tab (spec §2 Chat): welcome text and suggestions, the conversation with older
 * history on scrolling to the top, "AI is thinking...", the typing indicator, referenced
 * items, thumbs, follow-up suggestions, pictures kept on the device, and Clear history.
 */
export function AssistantScreen() {
  const { history, messages } = useConversation();
  const { send, retry, sending } = useSendMessage();
  const feedback = useSendChatFeedback();
  const typing = useTypingIndicator();
  const [confirmClear, setConfirmClear] = useState(false);

  const { hasNextPage, isFetchingNextPage } = history;
  const lastMessage = messages[messages.length - 1];
  // The typing indicator appears below the last message (see useChatScroll).
  const showTyping = typing.typing && !sending;
  const { scroller, sentinel, loadOlder } = useChatScroll({
    history,
    lastId: lastMessage?.id,
    sending,
    showTyping,
  });

  const onFeedback = (message: DisplayMessage, value: ChatFeedbackValue) => {
    feedback.mutate({ message_id: message.id, feedback: value, previous: message.feedback });
  };

  const showWelcome = history.isSuccess && !hasNextPage;

  return (
    <div className="assistant-screen">
      <TabHeader
        title="Chat"
        subtitle="Your inventory assistant"
        actions={
          messages.length > 0 ? (
            <IconButton
              label="Clear chat history"
              onClick={() => setConfirmClear(true)}
              disabled={sending}
            >
              <Trash2 size={20} aria-hidden />
            </IconButton>
          ) : null
        }
      />
      <div className="chat-scroller" ref={scroller}>
        <div className="chat-thread">
          <ChatHistoryStatus history={history} />

          {hasNextPage ? (
            <OlderMessages history={history} sentinel={sentinel} onRetry={loadOlder} />
          ) : null}

          {showWelcome ? (
            <ChatWelcome
              empty={messages.length === 0}
              busy={sending}
              onPick={(text) => send(text)}
            />
          ) : null}

          <ConversationLog
            messages={messages}
            busy={sending}
            loadingOlder={isFetchingNextPage}
            onSuggestion={(text) => send(text)}
            onFeedback={onFeedback}
            onRetry={retry}
          />
          {sending ? <ThinkingBubble /> : null}
          {showTyping ? <TypingBubble /> : null}
        </div>
      </div>
      <ChatComposer sending={sending} onSend={send} onType={typing.onType} onSent={typing.stop} />

      <ClearHistoryDialog open={confirmClear} onOpenChange={setConfirmClear} />
    </div>
  );
}
