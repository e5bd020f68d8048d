/** TanStack Query keys of the sharing area (server module `sharing`). */
export const sharingKeys = {
  all: ['sharing'] as const,
  shares: ['sharing', 'shares'] as const,
  contacts: ['sharing', 'contacts'] as const,
  /** Every viewer's copy of one shared item. */
  publicShareAll: (token: string) => ['sharing', 'public', token] as const,
  /** The shared item as one viewer sees it (is_owner, can_claim depend on who asks). */
  publicShare: (token: string, viewer: string | null) =>
    ['sharing', 'public', token, viewer ?? 'anonymous'] as const,
};
