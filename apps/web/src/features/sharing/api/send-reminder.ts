import type { reminderResponseSchema } from '@circle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { apiClient } from '@/lib/api-client';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';

export type ReminderResponse = z.infer<typeof reminderResponseSchema>;

/** POST /users/shares/{id}/send-reminder (429 within 24 hours of the last one). */
export function sendReminder(shareId: string): Promise<ReminderResponse> {
  return apiClient.post<ReminderResponse>(
    `/users/shares/${encodeURIComponent(shareId)}/send-reminder`,
    {},
  );
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.shares }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
      ]),
  });
}
