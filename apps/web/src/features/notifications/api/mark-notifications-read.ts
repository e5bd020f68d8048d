import type { NotificationsReadRequest } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

/** POST /users/notifications/read with `{ids}` or `{all: true}`. */
export function markNotificationsRead(input: NotificationsReadRequest) {
  return apiClient.post<{ updated: number; unread_count: number }>('/users/notifications/read', {
    json: input,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.unread, result.unread_count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
