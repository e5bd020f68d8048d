import type { borrowRequestCreateResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import type { toBorrowRequestBody } from '../schemas/borrow-request.schema';
import { communityKeys } from '@/lib/query-keys/community-keys';

export type BorrowRequestCreated = z.infer<typeof borrowRequestCreateResponseSchema>;
export type BorrowRequestBody = ReturnType<typeof toBorrowRequestBody>;

/** POST /public/items/{id}/request-borrow → request_id, owner_notified, expires_at (201). */
export function requestBorrow(
  itemId: string,
  body: BorrowRequestBody,
): Promise<BorrowRequestCreated> {
  return apiClient.post<BorrowRequestCreated>(
    `/public/items/${encodeURIComponent(itemId)}/request-borrow`,
    { json: body },
  );
}

export function useRequestBorrow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: BorrowRequestBody }) =>
      requestBorrow(itemId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.sent }),
  });
}
