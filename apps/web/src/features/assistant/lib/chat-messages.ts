import type { CHAT_FEEDBACK, ChatMessage, ChatReply, ChatSources } from '@circle/contract';

export type ChatFeedbackValue = (typeof CHAT_FEEDBACK)[number];

/** One bubble of the conversation, from the history or said in this visit (live). */
export interface DisplayMessage {
  id: string;
  role: 'user' | 'assistant';
  /** user_query for the user; ai_response (or another type) for the assistant. */
  messageType: string;
  content: string;
  /** ISO time it was said. */
  timestamp: string;
  feedback: ChatFeedbackValue | null;
  sources: ChatSources | null;
  suggestions: string[];
  /** Pictures attached on this device (object URLs); never sent to the server (spec §4). */
  images: string[];
  /** Local bubbles only: a failed send ("error") or a note from the app ("note"). */
  local?: 'error' | 'note';
  /** For a failed send: the question to send again, and the bubble that asked it. */
  retry?: { text: string; messageId: string };
}

export const USER_MESSAGE_TYPE = 'user_query';
export const ASSISTANT_MESSAGE_TYPE = 'ai_response';

export function fromHistory(message: ChatMessage): DisplayMessage {
  return {
    id: message.id,
    role: message.role,
    messageType: message.message_type,
    content: message.content,
    timestamp: message.timestamp || message.created_at,
    feedback: message.feedback,
    sources: message.sources,
    suggestions: message.suggestions,
    images: [],
  };
}

export function fromReply(reply: ChatReply): DisplayMessage {
  return {
    id: reply.message_id,
    role: 'assistant',
    messageType: ASSISTANT_MESSAGE_TYPE,
    content: reply.response,
    timestamp: reply.created_at,
    feedback: null,
    sources: reply.sources,
    suggestions: reply.suggestions,
    images: [],
  };
}

let localSequence = 0;

/** An id for a bubble the server has not named (yet). */
export function localId(prefix = 'local'): string {
  localSequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${localSequence}`;
}

export function isLocalId(id: string): boolean {
  return id.startsWith('local-');
}

/** A timestamp cut to the second ("2025-11-22T10:04:05"), in UTC when it parses. */
export function toSecond(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp.slice(0, 19) : new Date(time).toISOString().slice(0, 19);
}

/** Spec §4: two messages are the same when content, type and timestamp (to the second) match. */
export function dedupeKey(message: Pick<DisplayMessage, 'content' | 'messageType' | 'timestamp'>) {
  return `${message.messageType}\u0000${toSecond(message.timestamp)}\u0000${message.content}`;
}

/**
 * Merges the history (oldest first) with the live messages of this visit (oldest first).
 * Spec §4: duplicates — the same server id, or the same content, type and timestamp to the
 * second — show once. The history's copy wins (it carries the stored feedback); pictures
 * attached on this device move onto it.
 */
export function mergeMessages(
  history: readonly DisplayMessage[],
  live: readonly DisplayMessage[],
): DisplayMessage[] {
  const merged: DisplayMessage[] = [];
  const byId = new Map<string, number>();
  const byKey = new Map<string, number>();
  const indexOf = (message: DisplayMessage) =>
    byId.get(message.id) ?? byKey.get(dedupeKey(message));
  const remember = (message: DisplayMessage, index: number) => {
    byId.set(message.id, index);
    byKey.set(dedupeKey(message), index);
  };

  for (const message of history) {
    if (indexOf(message) !== undefined) continue;
    remember(message, merged.length);
    merged.push(message);
  }
  for (const message of live) {
    const existing = message.local ? undefined : indexOf(message);
    if (existing !== undefined) {
      const kept = merged[existing];
      if (kept && message.images.length > 0 && kept.images.length === 0) {
        merged[existing] = { ...kept, images: message.images };
      }
      continue;
    }
    remember(message, merged.length);
    merged.push(message);
  }
  return merged;
}

/** Feedback given in this visit (optimistic) over what the messages carry. */
export function applyFeedback(
  messages: readonly DisplayMessage[],
  overrides: Readonly<Record<string, ChatFeedbackValue | null>>,
): DisplayMessage[] {
  return messages.map((message) =>
    message.id in overrides ? { ...message, feedback: overrides[message.id] ?? null } : message,
  );
}
