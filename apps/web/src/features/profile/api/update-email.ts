import type { UpdateEmailResponse } from '@circle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** PUT /auth/update-email {new_email, password} → a verification token for the new address. */
export function updateEmail(input: {
  new_email: string;
  password: string;
}): Promise<UpdateEmailResponse> {
  return apiClient.put<UpdateEmailResponse>('/auth/update-email', { json: input });
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail });
}
