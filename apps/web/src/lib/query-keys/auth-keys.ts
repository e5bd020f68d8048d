/** TanStack Query keys of the auth and profile area. */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  userStats: ['auth', 'user-stats'] as const,
};
