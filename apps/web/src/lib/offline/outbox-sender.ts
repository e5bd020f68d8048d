import type { InventoryItem, InventoryListResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';
import type { OutboxSender } from './outbox-types';

const CLOCK_SKEW_MS = 5 * 60_000;

function itemPath(id: string): string {
  return `/users/inventory/${encodeURIComponent(id)}`;
}

/**
 * The outbox's calls, quiet (the banner tells the outcome). Each may be repeated safely: an edit
 * sets the same fields again, a picture replaces the item's picture, and an item whose creation
 * answer was lost is looked for before it is sent again (see drainOutbox).
 */
export const outboxSender: OutboxSender = {
  fetchItem: (id) => apiClient.get<InventoryItem>(itemPath(id), { silent: true }),
  updateItem: (id, changes) =>
    apiClient.patch<InventoryItem>(itemPath(id), { json: changes, silent: true }),
  createItem: (body) =>
    apiClient.post<InventoryItem>('/users/inventory', { json: body, silent: true }),
  findCreated: async (body, since) => {
    const name = body.item_name.trim();
    const { items } = await apiClient.get<InventoryListResponse>('/users/inventory', {
      query: { search: name, sort_by: 'date', sort_order: 'desc', limit: 50 },
      silent: true,
    });
    // Clocks differ a little between the phone and the server.
    const after = Date.parse(since) - CLOCK_SKEW_MS;
    return items.find((item) => item.item_name === name && Date.parse(item.created_at) >= after);
  },
  setPicture: (id, photo, filename) => {
    const body = new FormData();
    body.append('file', photo, filename);
    return apiClient.upload<InventoryItem>(`${itemPath(id)}/picture`, {
      body,
      method: 'PUT',
      timeoutMs: 60_000,
      silent: true,
    });
  },
};
