import { PAGE_SIZES } from '@circle/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { filesKeys, type FilesWithInventoryPage } from '@/lib/query-keys/files-keys';

/** GET /users/files-with-inventory?page&page_size: files, each with the items found in it. */
export function fetchFilesWithInventory(
  page: number,
  signal?: AbortSignal,
): Promise<FilesWithInventoryPage> {
  return apiClient.get<FilesWithInventoryPage>('/users/files-with-inventory', {
    query: { page, page_size: PAGE_SIZES.files },
    ...(signal ? { signal } : {}),
  });
}

export function filesWithInventoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: filesKeys.withInventory,
    queryFn: ({ pageParam, signal }) => fetchFilesWithInventory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.has_next ? last.pagination.current_page + 1 : undefined,
  });
}

export function useFilesWithInventory(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...filesWithInventoryQueryOptions(),
    enabled: options.enabled ?? true,
  });
}
