import type { NotificationsResponse } from '@circle/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys/notification-keys';

const PAGE_SIZE = 30;

/** GET /users/notifications: newest first, with the unread count. */
export function fetchNotifications(
  limit: number,
  offset: number,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  return apiClient.get<NotificationsResponse>('/users/notifications', {
    query: { limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.lists,
    queryFn: ({ pageParam, signal }) => fetchNotifications(PAGE_SIZE, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.pagination.has_next ? last.pagination.offset + last.pagination.limit : undefined,
  });
}

/** The bell's number; quiet on failure (the bell then shows none). */
export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      apiClient
        .get<NotificationsResponse>('/users/notifications', {
          query: { limit: 1, offset: 0 },
          silent: true,
          signal,
        })
        .then((page) => page.unread_count),
  });
}
