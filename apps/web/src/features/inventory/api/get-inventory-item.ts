import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The fields of an inventory item this screen reads (spec §3 "Inventory item"). */
export interface InventoryItemDetail {
  id: string;
  item_name: string;
  item_description?: string | null;
  item_category?: string | null;
  brand?: string | null;
  condition?: string | null;
  estimated_value?: number | null;
  location?: string | null;
  tags?: string | null;
  notes?: string | null;
  confidence_score?: number | null;
  is_verified?: boolean;
  source_image_url?: string | null;
}

export const inventoryKeys = {
  all: ['inventory'] as const,
  item: (id: string) => ['inventory', 'item', id] as const,
};

/** GET /users/inventory/{id}. */
export function fetchInventoryItem(id: string, signal?: AbortSignal): Promise<InventoryItemDetail> {
  return apiClient.get<InventoryItemDetail>(`/users/inventory/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
    silent: true,
  });
}

export function inventoryItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: inventoryKeys.item(id),
    queryFn: ({ signal }) => fetchInventoryItem(id, signal),
    retry: false,
  });
}

export function useInventoryItem(id: string) {
  return useQuery(inventoryItemQueryOptions(id));
}
