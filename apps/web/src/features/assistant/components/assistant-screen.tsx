import { Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TabHeader } from '@/components/layout/tab-header';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { errorMessageOf } from '@/lib/api-errors';
import { useClearChatHistory } from '../api/clear-chat-history';
import { useChatHistory } from '../api/get-chat-history';
import { useSendChatFeedback } from '../api/send-chat-feedback';
import { useSendMessage } from '../hooks/use-send-message';
import { useTypingIndicator } from '../hooks/use-typing-indicator';
import { historyInReadingOrder, scrollTopAfterPrepend } from '../lib/chat-history';
import {
  applyFeedback,
  fromHistory,
  mergeMessages,
  type ChatFeedbackValue,
  type DisplayMessage,
} from '../lib/chat-messages';
import {
  CHAT_HISTORY_SCROLL_THRESHOLD,
  ASSISTANT_TEXTS,
  ASSISTANT_TIMINGS,
} from '../lib/assistant-texts';
import { useAssistantStore } from '../stores/assistant-store';
import { ChatComposer } from './chat-composer';
import { ChatMessageBubble } from './chat-message';
import { ThinkingBubble, TypingBubble } from './chat-status';
import { ChatWelcome } from './chat-welcome';
import '@/components/ui/form.css';
import './assistant-screen.css';

export const CLEAR_HISTORY_DIALOG = {
  title: 'Clear Chat History',
  message:
    'Every message of your conversation with the assistant will be deleted. This cannot be undone.',
  confirm: 'Clear History',
} as const;

/** How close to the end of the thread counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 160;

/** The merged conversation: history (oldest first) with this visit's messages (spec §4). */
function useConversation() {
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

/**
 * The chat tab (spec §2 Chat): welcome text and suggestions, the conversation with older
 * history on scrolling to the top, "AI is thinking...", the typing indicator, referenced
 * items, thumbs, follow-up suggestions, pictures kept on the device, and Clear history.
 */
export function AssistantScreen() {
  const { history, messages } = useConversation();
  const { send, retry, sending } = useSendMessage();
  const feedback = useSendChatFeedback();
  const clearHistory = useClearChatHistory();
  const typing = useTypingIndicator();
  const [confirmClear, setConfirmClear] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledInitially = useRef(false);
  const prependAnchor = useRef<{ scrollHeight: number; scrollTop: number } | null>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const pageCount = history.data?.pages.length ?? 0;
  const lastMessage = messages[messages.length - 1];
  const lastAnswerId = [...messages].reverse().find((message) => message.role === 'assistant')?.id;

  // First history: start at the newest message (before the older-history sentinel is watched).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (scrolledInitially.current || !element || !history.isSuccess) return;
    scrolledInitially.current = true;
    element.scrollTop = element.scrollHeight;
  }, [history.isSuccess]);

  // Older messages were put on top: keep the reader where they were.
  useLayoutEffect(() => {
    const element = scroller.current;
    const anchor = prependAnchor.current;
    if (!element || !anchor) return;
    prependAnchor.current = null;
    element.scrollTop = scrollTopAfterPrepend(anchor, element.scrollHeight);
  }, [pageCount]);

  // A new message (or the thinking bubble): scroll to it 100 ms later (spec §9).
  const lastId = lastMessage?.id;
  useEffect(() => {
    if (!scrolledInitially.current) return undefined;
    const id = window.setTimeout(() => {
      const element = scroller.current;
      element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    }, ASSISTANT_TIMINGS.autoScrollMs);
    return () => window.clearTimeout(id);
  }, [lastId, sending]);

  // The typing indicator appears below the last message: keep it in view when reading there.
  const showTyping = typing.typing && !sending;
  useEffect(() => {
    const element = scroller.current;
    if (!showTyping || !element) return;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (fromBottom < NEAR_BOTTOM_PX) element.scrollTo({ top: element.scrollHeight });
  }, [showTyping]);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    prependAnchor.current = { scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
    void fetchNextPage().then((result) => {
      if (result.isError) prependAnchor.current = null;
    });
  };
  const sentinel = useInfiniteScroll<HTMLDivElement>(loadOlder, {
    enabled:
      history.isSuccess && hasNextPage && !isFetchingNextPage && !history.isFetchNextPageError,
    threshold: CHAT_HISTORY_SCROLL_THRESHOLD,
  });

  const onFeedback = (message: DisplayMessage, value: ChatFeedbackValue) => {
    feedback.mutate({ message_id: message.id, feedback: value, previous: message.feedback });
  };

  const onClear = () => {
    clearHistory.mutate(undefined, {
      onSuccess: () => {
        setConfirmClear(false);
        toast.success('History Cleared', ASSISTANT_TEXTS.clearSucceeded);
      },
      onError: () => {
        setConfirmClear(false);
        toast.error('Clear Failed', ASSISTANT_TEXTS.clearFailed);
      },
    });
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
          {history.isPending ? (
            <div className="center-block">
              <Spinner label="Loading conversation" />
            </div>
          ) : history.isError && !history.data ? (
            <ErrorState
              title="Unable to Load Chat"
              message={errorMessageOf(history.error)}
              retryLabel="Retry"
              onRetry={() => void history.refetch()}
              retrying={history.isFetching}
            />
          ) : null}

          {hasNextPage ? (
            <div ref={sentinel} className="chat-thread__older">
              {isFetchingNextPage ? <Spinner size={20} label="Loading older messages" /> : null}
              {history.isFetchNextPageError ? (
                <div className="inline-error" role="alert">
                  <span>{errorMessageOf(history.error)}</span>
                  <Button variant="link" size="sm" onClick={loadOlder}>
                    Retry
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}

          {showWelcome ? (
            <ChatWelcome
              empty={messages.length === 0}
              busy={sending}
              onPick={(text) => send(text)}
            />
          ) : null}

          <div role="log" aria-label="Conversation" aria-busy={isFetchingNextPage || undefined}>
            <ol className="chat-messages">
              {messages.map((message) => (
                <ChatMessageBubble
                  key={message.id}
                  message={message}
                  showSuggestions={message.id === lastAnswerId && message.id === lastMessage?.id}
                  busy={sending}
                  onSuggestion={(text) => send(text)}
                  onFeedback={onFeedback}
                  onRetry={retry}
                />
              ))}
            </ol>
          </div>
          {sending ? <ThinkingBubble /> : null}
          {showTyping ? <TypingBubble /> : null}
        </div>
      </div>
      <ChatComposer sending={sending} onSend={send} onType={typing.onType} onSent={typing.stop} />

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={CLEAR_HISTORY_DIALOG.title}
        message={CLEAR_HISTORY_DIALOG.message}
        confirmLabel={CLEAR_HISTORY_DIALOG.confirm}
        destructive
        loading={clearHistory.isPending}
        onConfirm={onClear}
      />
    </div>
  );
}
