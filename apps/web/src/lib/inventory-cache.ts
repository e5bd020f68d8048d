import type { FileWithItems, InventoryItem, InventoryListResponse } from '@circle/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { filesKeys, type FilesWithInventoryPage } from './query-keys/files-keys';
import { inventoryKeys } from './query-keys/inventory-keys';

type InventoryPages = InfiniteData<InventoryListResponse, number>;
type FilesWithItemsPages = InfiniteData<FilesWithInventoryPage, number>;

/** The item as a list or a file already holds it (shown at once when its card is tapped). */
export function findCachedItem(queryClient: QueryClient, id: string): InventoryItem | undefined {
  for (const [, data] of queryClient.getQueriesData<InventoryPages>({
    queryKey: inventoryKeys.lists,
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  const byPhoto = queryClient.getQueryData<FilesWithItemsPages>(filesKeys.withInventory);
  for (const page of byPhoto?.pages ?? []) {
    for (const file of page.files) {
      const found = file.inventory_items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

function mapFileItems(
  file: FileWithItems,
  map: (items: InventoryItem[]) => InventoryItem[],
): FileWithItems {
  const items = map(file.inventory_items);
  return items === file.inventory_items
    ? file
    : { ...file, inventory_items: items, item_count: items.length };
}

/** Changes the items of every cached file (the files with their items). */
function mapItemsOfFiles(
  queryClient: QueryClient,
  map: (items: InventoryItem[]) => InventoryItem[],
): void {
  queryClient.setQueryData<FilesWithItemsPages>(filesKeys.withInventory, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            files: page.files.map((file) => mapFileItems(file, map)),
          })),
        }
      : data,
  );
}

/** Writes a changed item everywhere it shows: its own query, the lists and the files. */
export function replaceItemInCaches(
  queryClient: QueryClient,
  item: InventoryItem,
  options: { refreshLists?: boolean } = {},
): void {
  queryClient.setQueryData(inventoryKeys.item(item.id), item);
  const swap = (items: InventoryItem[]) =>
    items.some((candidate) => candidate.id === item.id)
      ? items.map((candidate) => (candidate.id === item.id ? item : candidate))
      : items;
  queryClient.setQueriesData<InventoryPages>({ queryKey: inventoryKeys.lists }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: swap(page.items) })) }
      : data,
  );
  mapItemsOfFiles(queryClient, swap);
  if (item.source_file_id) {
    queryClient.setQueryData<FileWithItems>(filesKeys.detail(item.source_file_id), (file) =>
      file ? mapFileItems(file, swap) : file,
    );
  }
  if (options.refreshLists) {
    // Filters and sorting may now place the item elsewhere: the lists reload when next shown.
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.overview });
  }
}

/** Removes items (by id, or all those of one file) from the lists, the files and their caches. */
export function removeItemsFromCaches(
  queryClient: QueryClient,
  matches: (item: InventoryItem) => boolean,
): void {
  const removedIds: string[] = [];
  const without = (items: InventoryItem[]) => {
    const kept = items.filter((item) => {
      if (!matches(item)) return true;
      removedIds.push(item.id);
      return false;
    });
    return kept.length === items.length ? items : kept;
  };
  queryClient.setQueriesData<InventoryPages>({ queryKey: inventoryKeys.lists }, (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((page) => {
      const items = without(page.items);
      removed += page.items.length - items.length;
      return items === page.items ? page : { ...page, items };
    });
    return {
      ...data,
      pages: pages.map((page) => ({
        ...page,
        pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - removed) },
      })),
    };
  });
  mapItemsOfFiles(queryClient, without);
  for (const id of new Set(removedIds))
    queryClient.removeQueries({ queryKey: inventoryKeys.item(id) });
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.overview });
  void queryClient.invalidateQueries({ queryKey: filesKeys.lists, refetchType: 'none' });
}

export function removeItemFromCaches(queryClient: QueryClient, id: string): void {
  removeItemsFromCaches(queryClient, (item) => item.id === id);
  queryClient.removeQueries({ queryKey: inventoryKeys.item(id) });
}
