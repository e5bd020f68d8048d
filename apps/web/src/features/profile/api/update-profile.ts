import type { UpdateProfileRequest, User } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/query-keys/auth-keys';
import { apiClient } from '@/lib/api-client';

/** PUT /auth/update-profile {full_name, public_area} → the updated user. */
export function updateProfile(input: UpdateProfileRequest): Promise<User> {
  return apiClient.put<User>('/auth/update-profile', { json: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me, user),
  });
}
