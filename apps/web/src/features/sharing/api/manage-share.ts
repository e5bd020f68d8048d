import type { ShareStatus, shareManageResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { apiClient } from '@/lib/api-client';
import { withShareStatus } from '../lib/share-actions';
import type { SharesResponse } from './get-shares';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';

export type ShareManageAction = 'CANCEL' | 'COMPLETE' | 'RETURN' | 'DECLINE';
export type ShareManageResponse = z.infer<typeof shareManageResponseSchema>;

export interface ManageShareInput {
  shareId: string;
  action: ShareManageAction;
  responseMessage?: string;
}

/** PATCH /users/shares/{id} {action, response_message?} → new_status. Errors are the caller's. */
export function manageShare({
  shareId,
  action,
  responseMessage,
}: ManageShareInput): Promise<ShareManageResponse> {
  const message = responseMessage?.trim();
  return apiClient.patch<ShareManageResponse>(`/users/shares/${encodeURIComponent(shareId)}`, {
    json: { action, ...(message ? { response_message: message } : {}) },
  });
}

/** Spec §4: the entry's status becomes new_status in both lists at once. */
export function setShareStatus(
  shares: SharesResponse | undefined,
  shareId: string,
  status: ShareStatus,
): SharesResponse | undefined {
  if (!shares) return shares;
  return {
    shared_by_me: withShareStatus(shares.shared_by_me, shareId, status),
    shared_with_me: withShareStatus(shares.shared_with_me, shareId, status),
  };
}

/**
 * After success the shares reload and the item lists with them. Open item screens are only
 * marked stale: a returned loan or a completed gift leaves the viewer's inventory, so the screen
 * showing it decides whether to reload it or to leave.
 */
export function useManageShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manageShare,
    onSuccess: async (response) => {
      queryClient.setQueryData<SharesResponse>(sharingKeys.shares, (shares) =>
        setShareStatus(shares, response.share_id, response.new_status),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.shares }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.overview }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.items, refetchType: 'none' }),
      ]);
    },
    // A refused action usually means the share changed elsewhere: show its real state.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: sharingKeys.shares });
    },
  });
}
