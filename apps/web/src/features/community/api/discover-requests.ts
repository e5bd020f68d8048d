import type { ApiGet, ApiQuery } from '@/lib/api-url';
import { toPublicItemsQuery, type DiscoverFilters } from '../lib/discover-query';

/** How many requests one list shows (the server's maximum page). */
export const REQUESTS_LIMIT = 200;

/** GET /public/items: one page (20) of the items others made public, with the facets. */
export function publicItemsRequest(filters: DiscoverFilters, page: number): ApiGet {
  return { path: '/public/items', query: toPublicItemsQuery(filters, page) as ApiQuery };
}

/** GET /users/sent-borrow-requests: my requests still open or answered (Discover's "Requested"). */
export const SENT_REQUESTS_REQUEST: ApiGet = {
  path: '/users/sent-borrow-requests',
  query: { limit: REQUESTS_LIMIT },
};

/** GET /users/borrow-requests/summary: pending, total and expiring-soon counts (received). */
export const BORROW_REQUEST_SUMMARY_REQUEST: ApiGet = { path: '/users/borrow-requests/summary' };
