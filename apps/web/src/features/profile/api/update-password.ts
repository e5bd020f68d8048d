import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** PUT /auth/update-password {current_password, new_password}; confirm is never sent. */
export function updatePassword(input: {
  current_password: string;
  new_password: string;
}): Promise<{ message: string }> {
  return apiClient.put<{ message: string }>('/auth/update-password', { json: input });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
