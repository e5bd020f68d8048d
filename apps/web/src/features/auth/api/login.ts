import type { LoginResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /auth/login with form fields username and password. */
export function login({ email, password }: Credentials): Promise<LoginResponse> {
  return apiClient.post<LoginResponse>('/auth/login', {
    form: { username: email, password },
    skipAuth: true,
    isLogin: true,
  });
}
