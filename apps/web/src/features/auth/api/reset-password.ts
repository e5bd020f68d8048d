import { apiClient } from '@/lib/api-client';

/** POST /auth/reset-password with the reset token in X-Verification-Token. */
export function resetPassword(
  resetToken: string,
  input: { code: string; new_password: string },
): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/reset-password', {
    json: input,
    verificationToken: resetToken,
    skipAuth: true,
  });
}
