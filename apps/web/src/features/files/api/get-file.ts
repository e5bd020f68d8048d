import type { FileWithItems } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { filesKeys } from '@/lib/query-keys/files-keys';

/** GET /users/files/{id}?refresh_url=true: one file with its items and freshly signed URLs. */
export function fetchFile(id: string, signal?: AbortSignal): Promise<FileWithItems> {
  return apiClient.get<FileWithItems>(`/users/files/${encodeURIComponent(id)}`, {
    query: { refresh_url: true },
    ...(signal ? { signal } : {}),
  });
}

export function fileQueryOptions(id: string) {
  return queryOptions({
    queryKey: filesKeys.detail(id),
    queryFn: ({ signal }) => fetchFile(id, signal),
  });
}

export function useFile(id: string | null) {
  return useQuery({ ...fileQueryOptions(id ?? ''), enabled: Boolean(id) });
}
