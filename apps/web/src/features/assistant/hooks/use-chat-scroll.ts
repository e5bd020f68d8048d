import { useEffect, useLayoutEffect, useRef } from 'react';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { CHAT_HISTORY_SCROLL_THRESHOLD, ASSISTANT_TIMINGS } from '../lib/assistant-texts';
import { scrollTopAfterPrepend } from '../lib/chat-history';
import type { ChatHistoryQuery } from './use-conversation';

/** How close to the end of the thread counts as reading the newest messages. */
const NEAR_BOTTOM_PX = 160;

interface ChatScrollOptions {
  history: ChatHistoryQuery;
  /** The newest message's id: a new one is scrolled to. */
  lastId: string | undefined;
  sending: boolean;
  showTyping: boolean;
}

/**
 * The thread's scrolling: start at the newest message, stay in place when older history is put
 * on top (loaded when its sentinel comes into view), follow new messages and the typing bubble.
 */
export function useChatScroll({ history, lastId, sending, showTyping }: ChatScrollOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledInitially = useRef(false);
  const prependAnchor = useRef<{ scrollHeight: number; scrollTop: number } | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const pageCount = history.data?.pages.length ?? 0;

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
  useEffect(() => {
    if (!scrolledInitially.current) return undefined;
    const id = window.setTimeout(() => {
      const element = scroller.current;
      element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    }, ASSISTANT_TIMINGS.autoScrollMs);
    return () => window.clearTimeout(id);
  }, [lastId, sending]);

  // The typing indicator appears below the last message: keep it in view when reading there.
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

  return { scroller, sentinel, loadOlder };
}
