import type { EndingWarranties } from '@circle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';

/** Items whose warranty ends within 30 days; under the inventory keys, so edits refresh it. */
export const endingWarrantiesKey = [...inventoryKeys.all, 'warranties'] as const;

export function useEndingWarranties() {
  return useQuery({
    queryKey: endingWarrantiesKey,
    queryFn: ({ signal }) =>
      apiClient.get<EndingWarranties>('/users/inventory/warranties', { silent: true, signal }),
    staleTime: 60_000,
  });
}
