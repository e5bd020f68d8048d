import type { ChatFeedbackValue, DisplayMessage } from '../lib/chat-messages';
import { ChatMessageBubble } from './chat-message';

interface ConversationLogProps {
  messages: readonly DisplayMessage[];
  busy: boolean;
  /** Older history is being put on top. */
  loadingOlder: boolean;
  onSuggestion: (text: string) => void;
  onFeedback: (message: DisplayMessage, value: ChatFeedbackValue) => void;
  onRetry: (message: DisplayMessage) => void;
}

/** The conversation's messages; follow-ups show under the latest answer only. */
export function ConversationLog({
  messages,
  busy,
  loadingOlder,
  onSuggestion,
  onFeedback,
  onRetry,
}: ConversationLogProps) {
  const lastMessage = messages[messages.length - 1];
  const lastAnswerId = [...messages].reverse().find((message) => message.role === 'assistant')?.id;
  return (
    <div role="log" aria-label="Conversation" aria-busy={loadingOlder || undefined}>
      <ol className="chat-messages">
        {messages.map((message) => (
          <ChatMessageBubble
            key={message.id}
            message={message}
            showSuggestions={message.id === lastAnswerId && message.id === lastMessage?.id}
            busy={busy}
            onSuggestion={onSuggestion}
            onFeedback={onFeedback}
            onRetry={onRetry}
          />
        ))}
      </ol>
    </div>
  );
}
