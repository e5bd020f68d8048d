/** TanStack Query keys of households (server module `households`). */
export const householdsKeys = {
  all: ['households'] as const,
  list: ['households', 'list'] as const,
  members: (id: string) => ['households', 'members', id] as const,
  invitations: (id: string) => ['households', 'invitations', id] as const,
};
