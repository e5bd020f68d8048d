import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type SharingType = 'BORROW' | 'DONATE';

/** Spec §3 "Public share view". */
export interface PublicShareView {
  item: {
    name: string;
    description?: string | null;
    category?: string | null;
    condition?: string | null;
    estimated_value?: number | null;
    image_url?: string | null;
  };
  owner: { name?: string | null; approximate_location?: string | null };
  sharing_type: SharingType;
  notes?: string | null;
  expected_return_date?: string | null;
  is_claimed: boolean;
  can_claim: boolean;
}

export const sharingKeys = {
  all: ['sharing'] as const,
  publicShare: (token: string) => ['sharing', 'public', token] as const,
};

/** GET /share/{shareToken}: public, no sign-in needed (the token is sent when there is one). */
export function fetchPublicShare(token: string, signal?: AbortSignal): Promise<PublicShareView> {
  return apiClient.get<PublicShareView>(`/share/${encodeURIComponent(token)}`, {
    ...(signal ? { signal } : {}),
    silent: true,
  });
}

export function publicShareQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharingKeys.publicShare(token),
    queryFn: ({ signal }) => fetchPublicShare(token, signal),
    retry: false,
  });
}

export function usePublicShare(token: string) {
  return useQuery(publicShareQueryOptions(token));
}
