import type { ChatMessage } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import {
  applyFeedback,
  dedupeKey,
  fromHistory,
  mergeMessages,
  toSecond,
  type DisplayMessage,
} from './chat-messages';

function stored(
  overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'content'>,
): ChatMessage {
  const timestamp = overrides.timestamp ?? '2025-11-22T10:00:00.000Z';
  return {
    role: 'user',
    message_type: 'user_query',
    timestamp,
    created_at: timestamp,
    feedback: null,
    processing_time: null,
    sources: null,
    suggestions: [],
    ...overrides,
  };
}

function live(overrides: Partial<DisplayMessage> & Pick<DisplayMessage, 'id' | 'content'>) {
  return {
    role: 'user',
    messageType: 'user_query',
    timestamp: '2025-11-22T10:00:00.000Z',
    feedback: null,
    sources: null,
    suggestions: [],
    images: [],
    ...overrides,
  } satisfies DisplayMessage;
}

describe('dedupe key', () => {
  it('cuts timestamps to the second (in UTC)', () => {
    expect(toSecond('2025-11-22T10:00:05.987Z')).toBe('2025-11-22T10:00:05');
    expect(toSecond('2025-11-22T11:00:05.1+01:00')).toBe('2025-11-22T10:00:05');
  });

  it('is the same for content, type and second, whatever the milliseconds', () => {
    const a = { content: 'Hi', messageType: 'user_query', timestamp: '2025-11-22T10:00:05.001Z' };
    const b = { ...a, timestamp: '2025-11-22T10:00:05.999Z' };
    expect(dedupeKey(a)).toBe(dedupeKey(b));
    expect(dedupeKey(a)).not.toBe(dedupeKey({ ...a, timestamp: '2025-11-22T10:00:06.000Z' }));
    expect(dedupeKey(a)).not.toBe(dedupeKey({ ...a, messageType: 'ai_response' }));
    expect(dedupeKey(a)).not.toBe(dedupeKey({ ...a, content: 'Hi!' }));
  });
});

describe('mergeMessages (spec §4)', () => {
  const history = [
    stored({ id: 'h1', content: 'Where is my laptop?', timestamp: '2025-11-22T10:00:00.100Z' }),
    stored({
      id: 'h2',
      content: 'In the office.',
      role: 'assistant',
      message_type: 'ai_response',
      timestamp: '2025-11-22T10:00:00.101Z',
      feedback: 'thumbs_up',
    }),
  ].map(fromHistory);

  it('puts live messages after the history', () => {
    const question = live({
      id: 'local-1',
      content: 'And my camera?',
      timestamp: '2025-11-22T10:05:00Z',
    });
    expect(mergeMessages(history, [question]).map((message) => message.id)).toEqual([
      'h1',
      'h2',
      'local-1',
    ]);
  });

  it('drops a live message that the history already holds (same id)', () => {
    const answer = live({
      id: 'h2',
      role: 'assistant',
      messageType: 'ai_response',
      content: 'In the office.',
      timestamp: '2025-11-22T10:00:00.101Z',
    });
    const merged = mergeMessages(history, [answer]);
    expect(merged).toHaveLength(2);
    // The history's copy wins: it carries the stored feedback.
    expect(merged[1]?.feedback).toBe('thumbs_up');
  });

  it('drops a live message with the same content, type and second, keeping its pictures', () => {
    const question = live({
      id: 'local-9',
      content: 'Where is my laptop?',
      timestamp: '2025-11-22T10:00:00.900Z',
      images: ['blob:photo-1'],
    });
    const merged = mergeMessages(history, [question]);
    expect(merged.map((message) => message.id)).toEqual(['h1', 'h2']);
    expect(merged[0]?.images).toEqual(['blob:photo-1']);
  });

  it('keeps a repeated question asked in another second', () => {
    const again = live({
      id: 'local-2',
      content: 'Where is my laptop?',
      timestamp: '2025-11-22T10:00:01.000Z',
    });
    expect(mergeMessages(history, [again])).toHaveLength(3);
  });

  it('removes duplicates between overlapping history pages', () => {
    const overlapping = [...history, history[1]!, history[0]!];
    expect(mergeMessages(overlapping, []).map((message) => message.id)).toEqual(['h1', 'h2']);
  });

  it('never merges local error bubbles away', () => {
    const error = live({
      id: 'local-3',
      role: 'assistant',
      messageType: 'ai_response',
      content: 'In the office.',
      timestamp: '2025-11-22T10:00:00.101Z',
      local: 'error',
    });
    expect(mergeMessages(history, [error])).toHaveLength(3);
  });
});

describe('applyFeedback', () => {
  it('lays the thumbs given in this visit over the stored ones', () => {
    const messages = [...[stored({ id: 'a', content: 'x' })].map(fromHistory)];
    expect(applyFeedback(messages, { a: 'thumbs_down' })[0]?.feedback).toBe('thumbs_down');
    expect(applyFeedback(messages, { a: null })[0]?.feedback).toBeNull();
    expect(applyFeedback(messages, {})[0]).toBe(messages[0]);
  });
});
