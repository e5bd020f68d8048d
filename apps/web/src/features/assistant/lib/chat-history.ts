import {
  PAGE_SIZES,
  type ChatMessage,
  type Pagination,
  type chatHistoryResponseSchema,
} from '@circle/contract';
import type { z } from 'zod';

export interface HistoryPageParam {
  offset: number;
  limit: number;
}

/** One answer of GET /query/chat/history. */
export type HistoryPage = z.infer<typeof chatHistoryResponseSchema>;

/** Spec §9: the chat screen's first page holds the newest 5 messages. */
export const FIRST_HISTORY_PAGE: HistoryPageParam = { offset: 0, limit: PAGE_SIZES.chatFirstPage };

/** Older pages hold 10 messages each, right after what the last page covered. */
export function nextHistoryPage(pagination: Pagination): HistoryPageParam | undefined {
  if (!pagination.has_next) return undefined;
  return { offset: pagination.offset + pagination.limit, limit: PAGE_SIZES.chatHistory };
}

/**
 * The history pages in reading order. Offset 0 is the newest page and every page lists its
 * messages oldest first, so the pages (loaded newest first) are read from the last loaded one.
 */
export function historyInReadingOrder(pages: readonly HistoryPage[]): ChatMessage[] {
  return [...pages].reverse().flatMap((page) => page.messages);
}

/**
 * Older messages were put above the ones on screen: the scroll position that keeps the same
 * message under the reader's eyes.
 */
export function scrollTopAfterPrepend(
  before: { scrollHeight: number; scrollTop: number },
  scrollHeight: number,
) {
  return Math.max(0, scrollHeight - before.scrollHeight + before.scrollTop);
}
