import type { PasswordResetResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/request-password-reset: the same answer for unknown addresses. */
export function requestPasswordReset(email: string): Promise<PasswordResetResponse> {
  return apiClient.post<PasswordResetResponse>('/auth/request-password-reset', {
    json: { email },
    skipAuth: true,
  });
}
