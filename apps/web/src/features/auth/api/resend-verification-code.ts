import { apiClient } from '@/lib/api-client';

export interface ResendCodeResponse {
  message: string;
  expires_in: number;
  retry_after: number;
}

/** POST /auth/resend-verification-code: empty body, verification token in the header. */
export function resendVerificationCode(verificationToken: string): Promise<ResendCodeResponse> {
  return apiClient.post<ResendCodeResponse>('/auth/resend-verification-code', {
    verificationToken,
    skipAuth: true,
  });
}
