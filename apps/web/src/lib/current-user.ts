import type { User } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';
import { ME_REQUEST } from '@/lib/current-user-request';
import { useSessionStore } from '@/lib/session-store';
import { authKeys } from './query-keys/auth-keys';

/** GET /auth/me: the signed-in user's profile. A 401 or 403 removes the stored token. */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  try {
    return await apiClient.get<User>(ME_REQUEST.path, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 403) useSessionStore.getState().clearAuthToken();
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The profile of the stored token's user; idle (no call at all) while no token is stored. */
export function useMe() {
  const authToken = useSessionStore((state) => state.authToken);
  return useQuery({ ...meQueryOptions(), enabled: Boolean(authToken) });
}
