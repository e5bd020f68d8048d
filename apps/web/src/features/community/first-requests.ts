import type { EarlyRequest } from '@/lib/early-answers';
import {
  BORROW_REQUEST_SUMMARY_REQUEST,
  SENT_REQUESTS_REQUEST,
  publicItemsRequest,
} from './api/discover-requests';
import { DEFAULT_DISCOVER_FILTERS, DISCOVER } from './lib/discover-query';

/**
 * What Discover asks for first on a fresh page: the first page (default filters), and what marks
 * its cards "Requested" and badges the Requests tab.
 */
export function discoverFirstRequests(): EarlyRequest[] {
  return [
    { request: publicItemsRequest(DEFAULT_DISCOVER_FILTERS, DISCOVER.firstPage), cards: true },
    { request: SENT_REQUESTS_REQUEST },
    { request: BORROW_REQUEST_SUMMARY_REQUEST },
  ];
}
