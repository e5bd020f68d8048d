import type { fileDeleteResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { removeFileFromCaches } from '@/lib/files-cache';

export type FileDeleteResponse = z.infer<typeof fileDeleteResponseSchema>;

/** DELETE /users/files/{id}: the file, its stored copies and the items found in it. */
export function deleteFile(id: string): Promise<FileDeleteResponse> {
  return apiClient.delete<FileDeleteResponse>(`/users/files/${encodeURIComponent(id)}`, {});
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (_response, id) => removeFileFromCaches(queryClient, id),
  });
}
