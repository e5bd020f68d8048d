import { inventoryKeys } from './inventory-keys';

/** TanStack Query keys of the Dashboard (server module `dashboard`). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  statistics: ['dashboard', 'statistics'] as const,
  /**
   * The recently added items live under the inventory keys, so that inventory changes that
   * invalidate `inventoryKeys.all` refresh them too (outside `inventoryKeys.lists`, whose entries
   * are paged lists).
   */
  recentItems: [...inventoryKeys.all, 'recent'] as const,
};
