import { PAGE_SIZES, type ChatMessage } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import {
  FIRST_HISTORY_PAGE,
  historyInReadingOrder,
  nextHistoryPage,
  scrollTopAfterPrepend,
  type HistoryPage,
} from './chat-history';

function message(id: string): ChatMessage {
  return {
    id,
    content: id,
    role: 'user',
    message_type: 'user_query',
    timestamp: '2025-11-22T10:00:00Z',
    created_at: '2025-11-22T10:00:00Z',
    feedback: null,
    processing_time: null,
    sources: null,
    suggestions: [],
  };
}

function page(ids: string[], offset: number, limit: number, total: number): HistoryPage {
  return {
    messages: ids.map(message),
    session_id: 's',
    pagination: {
      total,
      limit,
      offset,
      current_page: Math.floor(offset / limit) + 1,
      total_pages: Math.ceil(total / limit),
      has_next: offset + limit < total,
      has_previous: offset > 0,
    },
  };
}

describe('chat history paging', () => {
  it('starts with the newest 5 messages', () => {
    expect(FIRST_HISTORY_PAGE).toEqual({ offset: 0, limit: PAGE_SIZES.chatFirstPage });
    expect(FIRST_HISTORY_PAGE.limit).toBe(5);
  });

  it('asks for older pages of 10 right after the last one', () => {
    const first = page(['m16', 'm17', 'm18', 'm19', 'm20'], 0, 5, 20);
    expect(nextHistoryPage(first.pagination)).toEqual({ offset: 5, limit: 10 });
    const second = page(
      ['m6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'm13', 'm14', 'm15'],
      5,
      10,
      20,
    );
    expect(nextHistoryPage(second.pagination)).toEqual({ offset: 15, limit: 10 });
    const last = page(['m1', 'm2', 'm3', 'm4', 'm5'], 15, 10, 20);
    expect(nextHistoryPage(last.pagination)).toBeUndefined();
  });

  it('prepends older pages: reading order is oldest page first, each oldest to newest', () => {
    const pages = [page(['m4', 'm5'], 0, 2, 6), page(['m2', 'm3'], 2, 2, 6), page(['m1'], 4, 2, 6)];
    expect(historyInReadingOrder(pages).map((entry) => entry.id)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
  });

  it('keeps the reader on the same message after older ones are put on top', () => {
    // 300 px of older messages arrived above; the reader was 40 px below the top.
    expect(scrollTopAfterPrepend({ scrollHeight: 1000, scrollTop: 40 }, 1300)).toBe(340);
    expect(scrollTopAfterPrepend({ scrollHeight: 1000, scrollTop: 0 }, 1000)).toBe(0);
  });
});
