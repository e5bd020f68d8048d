import { create } from 'zustand';
import { useSessionStore } from '@/lib/session-store';
import type { ChatFeedbackValue, DisplayMessage } from '../lib/chat-messages';

interface AssistantState {
  /** Messages said in this visit, oldest first (merged with the history on screen). */
  live: DisplayMessage[];
  /** Thumbs given in this visit, by message id (optimistic until the server answers). */
  feedback: Record<string, ChatFeedbackValue | null>;
  add: (message: DisplayMessage) => void;
  update: (id: string, patch: Partial<DisplayMessage>) => void;
  remove: (id: string) => void;
  setFeedback: (messageId: string, feedback: ChatFeedbackValue | null) => void;
  /** Forget the conversation of this visit (history cleared, or another user signed in). */
  reset: () => void;
}

function releaseImages(messages: readonly DisplayMessage[]): void {
  if (typeof URL === 'undefined' || typeof URL.revokeObjectURL !== 'function') return;
  for (const message of messages) {
    for (const url of message.images) if (url.startsWith('blob:')) URL.revokeObjectURL(url);
  }
}

/** The chat's client state: it outlives the chat tab, so a reply arriving later still shows. */
export const useAssistantStore = create<AssistantState>()((set, get) => ({
  live: [],
  feedback: {},
  add: (message) => set((state) => ({ live: [...state.live, message] })),
  update: (id, patch) =>
    set((state) => ({
      live: state.live.map((message) => (message.id === id ? { ...message, ...patch } : message)),
    })),
  remove: (id) => set((state) => ({ live: state.live.filter((message) => message.id !== id) })),
  setFeedback: (messageId, feedback) =>
    set((state) => ({ feedback: { ...state.feedback, [messageId]: feedback } })),
  reset: () => {
    releaseImages(get().live);
    set({ live: [], feedback: {} });
  },
}));

// A different session (sign-out, another account) starts with an empty conversation.
useSessionStore.subscribe((state, previous) => {
  if (state.authToken !== previous.authToken) useAssistantStore.getState().reset();
});
