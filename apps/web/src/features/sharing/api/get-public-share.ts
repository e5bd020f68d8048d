import type { PublicShareView } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';

/**
 * GET /share/{shareToken}: public, no sign-in needed. The bearer token goes along when there is
 * one, so that is_owner and can_claim are right for the viewer.
 */
export function fetchPublicShare(token: string, signal?: AbortSignal): Promise<PublicShareView> {
  return apiClient.get<PublicShareView>(`/share/${encodeURIComponent(token)}`, {
    ...(signal ? { signal } : {}),
    silent: true,
  });
}

export function publicShareQueryOptions(token: string, viewer: string | null) {
  return queryOptions({
    queryKey: sharingKeys.publicShare(token, viewer),
    queryFn: ({ signal }) => fetchPublicShare(token, signal),
    retry: false,
  });
}

/** The shared item; a change of `viewer` (signing in or out) loads it again. */
export function usePublicShare(token: string, viewer: string | null) {
  return useQuery(publicShareQueryOptions(token, viewer));
}
