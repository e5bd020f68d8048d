import { PAGE_SIZES } from '@circle/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { filesKeys, type FileContentType, type FileListPage } from '@/lib/query-keys/files-keys';

/** GET /users/files?limit&offset&content_type: the user's files, newest first. */
export function fetchFiles(
  params: { offset: number; limit?: number; contentType?: FileContentType | undefined },
  signal?: AbortSignal,
): Promise<FileListPage> {
  return apiClient.get<FileListPage>('/users/files', {
    query: {
      limit: params.limit ?? PAGE_SIZES.files,
      offset: params.offset,
      content_type: params.contentType,
    },
    ...(signal ? { signal } : {}),
  });
}

export function filesInfiniteQueryOptions(contentType: FileContentType | 'all' = 'all') {
  return infiniteQueryOptions({
    queryKey: filesKeys.list(contentType),
    queryFn: ({ pageParam, signal }) =>
      fetchFiles(
        { offset: pageParam, contentType: contentType === 'all' ? undefined : contentType },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.pagination.has_next ? last.pagination.offset + last.pagination.limit : undefined,
  });
}

export function useFiles(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...filesInfiniteQueryOptions(), enabled: options.enabled ?? true });
}
