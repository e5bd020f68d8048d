import type { InventoryItem } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

/** PATCH /users/inventory/{id} {is_shareable: true}: the share dialog's "make it shareable". */
export function makeItemShareable(id: string): Promise<InventoryItem> {
  return apiClient.patch<InventoryItem>(`/users/inventory/${encodeURIComponent(id)}`, {
    json: { is_shareable: true },
  });
}
