import type { RegisterResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

export interface RegisterInput {
  full_name: string;
  email: string;
  password: string;
}

/** POST /auth/register; confirmPassword never leaves the form. */
export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiClient.post<RegisterResponse>('/auth/register', { json: input, skipAuth: true });
}
