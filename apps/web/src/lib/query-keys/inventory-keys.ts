/** TanStack Query keys of the inventory area (server module `inventory`). */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: ['inventory', 'list'] as const,
  /** `filters`: the Browse filter bar's state (the inventory feature's `InventoryFilters`). */
  list: (filters: object) => ['inventory', 'list', filters] as const,
  items: ['inventory', 'item'] as const,
  item: (id: string) => ['inventory', 'item', id] as const,
  /** The first 200 items: the category list and the stats header. */
  overview: ['inventory', 'overview'] as const,
};
