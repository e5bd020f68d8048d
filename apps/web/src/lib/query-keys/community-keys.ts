import type { ListedBorrowRequestStatus } from '@circle/contract';

/** TanStack Query keys of the community area (server module `community`). */
export const communityKeys = {
  all: ['community'] as const,
  publicItemLists: ['community', 'public-items'] as const,
  /** `filters`: the Discover filters (the community feature's `DiscoverFilters`). */
  publicItems: (filters: object) => ['community', 'public-items', filters] as const,
  /** One public item's page (Discover → item). */
  publicItem: (id: string) => ['community', 'public-item', id] as const,
  requests: ['community', 'requests'] as const,
  received: (status: ListedBorrowRequestStatus | null) =>
    ['community', 'requests', 'received', status ?? 'ALL'] as const,
  sent: ['community', 'requests', 'sent'] as const,
  summary: ['community', 'requests', 'summary'] as const,
};
