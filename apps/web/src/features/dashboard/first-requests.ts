import type { EarlyRequest } from '@/lib/early-answers';
import { RECENT_ITEMS_REQUEST, STATISTICS_REQUEST } from './api/dashboard-requests';

/** What the dashboard asks for first: its figures and the recent items. */
export function dashboardFirstRequests(): EarlyRequest[] {
  return [{ request: STATISTICS_REQUEST }, { request: RECENT_ITEMS_REQUEST }];
}
