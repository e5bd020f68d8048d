import type { borrowRequestManageResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';
import { apiClient } from '@/lib/api-client';
import { communityKeys } from '@/lib/query-keys/community-keys';

export type BorrowRequestDecision = 'APPROVE' | 'DENY';
export type BorrowRequestManaged = z.infer<typeof borrowRequestManageResponseSchema>;

/** PATCH /users/borrow-requests/{id} {action, response_message?}; approval creates a share. */
export function manageBorrowRequest(
  id: string,
  action: BorrowRequestDecision,
  responseMessage?: string,
): Promise<BorrowRequestManaged> {
  const message = responseMessage?.trim();
  return apiClient.patch<BorrowRequestManaged>(`/users/borrow-requests/${encodeURIComponent(id)}`, {
    json: { action, ...(message ? { response_message: message } : {}) },
  });
}

export function useManageBorrowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      responseMessage,
    }: {
      id: string;
      action: BorrowRequestDecision;
      responseMessage?: string;
    }) => manageBorrowRequest(id, action, responseMessage),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.requests }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.shares }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]),
  });
}
