import type { EarlyRequest } from '@/lib/early-answers';
import { INVENTORY_OVERVIEW_REQUEST, inventoryPageRequest } from './api/inventory-requests';
import { DEFAULT_FILTERS } from './lib/inventory-query';

/**
 * What Browse asks for first on a fresh page: the first page of items (default filters), and the
 * overview its summary and category chips show above them.
 */
export function browseFirstRequests(): EarlyRequest[] {
  return [
    { request: inventoryPageRequest(DEFAULT_FILTERS, 0), cards: true },
    { request: INVENTORY_OVERVIEW_REQUEST },
  ];
}
