import type { PublicItem, PublicItemsPage } from '@circle/contract';
import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { communityKeys } from '@/lib/query-keys/community-keys';

/** GET /public/items/{id}: one item its owner made public (404 otherwise). */
export function fetchPublicItem(id: string, signal?: AbortSignal): Promise<PublicItem> {
  return apiClient.get<PublicItem>(`/public/items/${encodeURIComponent(id)}`, {
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** The item as a Discover page already holds it: shown at once while the page loads. */
function listedItem(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
): PublicItem | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<PublicItemsPage>>({
    queryKey: communityKeys.publicItemLists,
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

export function usePublicItem(id: string) {
  const queryClient = useQueryClient();
  return useQuery<PublicItem>({
    queryKey: communityKeys.publicItem(id),
    queryFn: ({ signal }) => fetchPublicItem(id, signal),
    placeholderData: (): PublicItem | undefined => listedItem(queryClient, id),
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
}
