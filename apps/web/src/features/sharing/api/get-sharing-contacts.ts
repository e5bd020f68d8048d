import { PAGE_SIZES, type contactsResponseSchema } from '@circle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';

export type ContactsResponse = z.infer<typeof contactsResponseSchema>;

/** GET /users/sharing-contacts?limit=50: the people the user shared with, most recent first. */
export function fetchSharingContacts(signal?: AbortSignal): Promise<ContactsResponse> {
  return apiClient.get<ContactsResponse>('/users/sharing-contacts', {
    query: { limit: PAGE_SIZES.contacts },
    ...(signal ? { signal } : {}),
  });
}

export function sharingContactsQueryOptions() {
  return queryOptions({
    queryKey: sharingKeys.contacts,
    queryFn: ({ signal }) => fetchSharingContacts(signal),
  });
}

export function useSharingContacts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sharingContactsQueryOptions(), enabled: options.enabled ?? true });
}
