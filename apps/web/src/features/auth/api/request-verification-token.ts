import type { VerificationTokenResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';
import type { Credentials } from './login';

/** POST /auth/request-verification-token (form username, password): mails a login code. */
export function requestVerificationToken({
  email,
  password,
}: Credentials): Promise<VerificationTokenResponse> {
  return apiClient.post<VerificationTokenResponse>('/auth/request-verification-token', {
    form: { username: email, password },
    skipAuth: true,
    isLogin: true,
  });
}
