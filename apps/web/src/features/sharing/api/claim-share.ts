import type { claimResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { apiClient } from '@/lib/api-client';
import { claimMessageOf } from '../lib/claim-flow';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';

export type ClaimShareResponse = z.infer<typeof claimResponseSchema>;

/** POST /share/{shareToken}/claim; the optional message is trimmed and omitted when empty. */
export function claimShare(token: string, message?: string): Promise<ClaimShareResponse> {
  const text = claimMessageOf(message ?? '');
  return apiClient.post<ClaimShareResponse>(`/share/${encodeURIComponent(token)}/claim`, {
    json: text ? { message: text } : {},
    silent: true,
  });
}

export function useClaimShare(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message?: string) => claimShare(token, message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.publicShareAll(token) }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.shares }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]),
  });
}
