import type { InventoryItem } from '@circle/contract';
import { apiClient } from '@/lib/api-client';
import type { OutboxSender } from './outbox-types';

function itemPath(id: string): string {
  return `/users/inventory/${encodeURIComponent(id)}`;
}

/** The outbox's calls, each carrying its entry's key; quiet, as the banner tells the outcome. */
export const outboxSender: OutboxSender = {
  fetchItem: (id) => apiClient.get<InventoryItem>(itemPath(id), { silent: true }),
  updateItem: (id, changes, key) =>
    apiClient.patch<InventoryItem>(itemPath(id), {
      json: changes,
      headers: { 'Idempotency-Key': key },
      silent: true,
    }),
  createItem: (body, key) =>
    apiClient.post<InventoryItem>('/users/inventory', {
      json: body,
      headers: { 'Idempotency-Key': key },
      silent: true,
    }),
  setPicture: (id, photo, filename, key) => {
    const body = new FormData();
    body.append('file', photo, filename);
    return apiClient.upload<InventoryItem>(`${itemPath(id)}/picture`, {
      body,
      method: 'PUT',
      timeoutMs: 60_000,
      headers: { 'Idempotency-Key': key },
      silent: true,
    });
  },
};
