import type { simpleSuccessSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { withoutRequest } from './claim-sent-borrow-request';
import type { BorrowRequestsResponse } from './get-borrow-requests';
import { communityKeys } from '@/lib/query-keys/community-keys';

export type CancelRequestResponse = z.infer<typeof simpleSuccessSchema>;

/** PATCH /users/sent-borrow-requests/{id}/cancel: withdraw a pending request. */
export function cancelSentRequest(id: string): Promise<CancelRequestResponse> {
  return apiClient.patch<CancelRequestResponse>(
    `/users/sent-borrow-requests/${encodeURIComponent(id)}/cancel`,
    {},
  );
}

export function useCancelSentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSentRequest,
    onSuccess: async (_response, id) => {
      queryClient.setQueryData<BorrowRequestsResponse>(communityKeys.sent, (data) =>
        withoutRequest(data, id),
      );
      await queryClient.invalidateQueries({ queryKey: communityKeys.sent });
    },
  });
}
