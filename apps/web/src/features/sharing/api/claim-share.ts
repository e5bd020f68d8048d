import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharingKeys } from './get-public-share';

export interface ClaimShareResponse {
  success: boolean;
  message?: string | null;
}

/** POST /share/{shareToken}/claim; the optional message is trimmed and omitted when empty. */
export function claimShare(token: string, message?: string): Promise<ClaimShareResponse> {
  const trimmed = message?.trim();
  return apiClient.post<ClaimShareResponse>(`/share/${encodeURIComponent(token)}/claim`, {
    json: trimmed ? { message: trimmed } : {},
    silent: true,
  });
}

export function useClaimShare(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message?: string) => claimShare(token, message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.publicShare(token) }),
  });
}
