/** TanStack Query keys of the feedback form (server module `feedback`). */
export const feedbackKeys = {
  types: ['feedback', 'types'] as const,
};
