import type { claimResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';
import { apiClient } from '@/lib/api-client';
import type { BorrowRequestsResponse } from './get-borrow-requests';
import { communityKeys } from '@/lib/query-keys/community-keys';

export type ClaimRequestResponse = z.infer<typeof claimResponseSchema>;

/** POST /users/sent-borrow-requests/{id}/claim {message?}: the approved item becomes borrowed. */
export function claimSentRequest(id: string, message?: string): Promise<ClaimRequestResponse> {
  const text = message?.trim();
  return apiClient.post<ClaimRequestResponse>(
    `/users/sent-borrow-requests/${encodeURIComponent(id)}/claim`,
    { json: text ? { message: text } : {} },
  );
}

/** Drops a request from the sent list (claiming or cancelling removes it, spec §4). */
export function withoutRequest(
  data: BorrowRequestsResponse | undefined,
  id: string,
): BorrowRequestsResponse | undefined {
  if (!data) return data;
  const requests = data.requests.filter((request) => request.id !== id);
  return {
    requests,
    pagination: {
      ...data.pagination,
      total: Math.max(0, data.pagination.total - (data.requests.length - requests.length)),
    },
  };
}

export function useClaimSentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string }) =>
      claimSentRequest(id, message),
    onSuccess: async (_response, { id }) => {
      queryClient.setQueryData<BorrowRequestsResponse>(communityKeys.sent, (data) =>
        withoutRequest(data, id),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.sent }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.shares }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]);
    },
  });
}
