import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** DELETE /auth/delete-account → {message, success}. */
export function deleteAccount(): Promise<{ message: string; success: boolean }> {
  return apiClient.delete<{ message: string; success: boolean }>('/auth/delete-account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
