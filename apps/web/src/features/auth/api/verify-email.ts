import type { VerifyEmailResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/verify-email with the verification token in X-Verification-Token. */
export function verifyEmail(verificationToken: string, code: string): Promise<VerifyEmailResponse> {
  return apiClient.post<VerifyEmailResponse>('/auth/verify-email', {
    json: { code },
    verificationToken,
    skipAuth: true,
  });
}
