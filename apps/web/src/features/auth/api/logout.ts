import { apiClient } from '@/lib/api-client';

/** POST /auth/logout. Its failure is ignored by the caller (spec §7). */
export function logout(): Promise<{ message: string; success: boolean }> {
  return apiClient.post<{ message: string; success: boolean }>('/auth/logout', { silent: true });
}
