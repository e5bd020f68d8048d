/** TanStack Query keys of the assistant (server module `assistant`, paths /query/chat). */
export const assistantKeys = {
  all: ['assistant'] as const,
  welcome: ['assistant', 'welcome'] as const,
  history: ['assistant', 'history'] as const,
  /** The send mutation: the screen shows "AI is thinking..." while one runs. */
  send: ['assistant', 'send'] as const,
};
