import { PAGE_SIZES } from '@circle/contract';
import type { ApiGet } from '@/lib/api-url';

/** GET /users/statistics: the dashboard's figures, as the server keeps them. */
export const STATISTICS_REQUEST: ApiGet = { path: '/users/statistics' };

/** GET /users/inventory, newest first, 5 items (spec §7 Dashboard: "Recent items load (5)"). */
export const RECENT_ITEMS_REQUEST: ApiGet = {
  path: '/users/inventory',
  query: { limit: PAGE_SIZES.dashboardRecentItems, offset: 0, sort_by: 'date', sort_order: 'desc' },
};
