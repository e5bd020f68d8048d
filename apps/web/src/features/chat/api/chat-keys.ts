/** TanStack Query keys of the chat (server module `assistant`, paths /query/chat). */
export const chatKeys = {
  all: ['chat'] as const,
  welcome: ['chat', 'welcome'] as const,
  history: ['chat', 'history'] as const,
  /** The send mutation: the screen shows "AI is thinking..." while one runs. */
  send: ['chat', 'send'] as const,
};
