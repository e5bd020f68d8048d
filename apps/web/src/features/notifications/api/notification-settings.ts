import type { NotificationPreferences } from '@circle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) =>
      apiClient.get<NotificationPreferences>('/users/notification-settings', { signal }),
  });
}

/** PATCH /users/notification-settings; the switch moves at once and goes back on failure. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationPreferences>) =>
      apiClient.patch<NotificationPreferences>('/users/notification-settings', { json: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationKeys.settings);
      if (previous)
        queryClient.setQueryData(notificationKeys.settings, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.settings, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings, saved),
  });
}
