import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-errors';
import type { ChatHistoryQuery } from '../hooks/use-conversation';

/** The conversation loading, or why it could not load (with Retry). */
export function ChatHistoryStatus({ history }: { history: ChatHistoryQuery }) {
  return history.isPending ? (
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
  ) : null;
}

interface OlderMessagesProps {
  history: ChatHistoryQuery;
  /** Coming into view loads the older messages. */
  sentinel: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
}

/** Above the thread while older history remains: its loading, or its error with Retry. */
export function OlderMessages({ history, sentinel, onRetry }: OlderMessagesProps) {
  return (
    <div ref={sentinel} className="chat-thread__older">
      {history.isFetchingNextPage ? <Spinner size={20} label="Loading older messages" /> : null}
      {history.isFetchNextPageError ? (
        <div className="inline-error" role="alert">
          <span>{errorMessageOf(history.error)}</span>
          <Button variant="link" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
