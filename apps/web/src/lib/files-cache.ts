import type { FileRecord, FileWithItems, Pagination } from '@circle/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { inventoryKeys } from './query-keys/inventory-keys';
import { removeItemsFromCaches } from './inventory-cache';
import {
  filesKeys,
  type FileContentType,
  type FileListPage,
  type FilesWithInventoryPage,
} from './query-keys/files-keys';

type Pages<P> = InfiniteData<P, number>;

/** The list rows of every loaded page, each id once (pages shift when files come and go). */
export function flattenPages<T extends { id: string }, P>(
  data: { pages: readonly P[] } | undefined,
  rowsOf: (page: P) => T[],
): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of rowsOf(page)) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

function bumpTotal(pagination: Pagination, delta: number): Pagination {
  return { ...pagination, total: Math.max(0, pagination.total + delta) };
}

function prependTo<P extends { files: F[]; pagination: Pagination }, F extends { id: string }>(
  data: Pages<P> | undefined,
  file: F,
): Pages<P> | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const files = [file, ...first.files.filter((existing) => existing.id !== file.id)];
  return {
    ...data,
    pages: [
      { ...first, files, pagination: bumpTotal(first.pagination, 1) },
      ...rest.map((page) => ({ ...page, pagination: bumpTotal(page.pagination, 1) })),
    ],
  };
}

/**
 * Spec §7: a finished upload goes to the FRONT of the file lists (all files, and the list of its
 * kind); the items it produced reach the inventory lists and the category list by a reload.
 */
export function addUploadedFileToCaches(queryClient: QueryClient, file: FileWithItems): void {
  const { inventory_items: _items, ...record } = file;
  for (const [key] of queryClient.getQueriesData<Pages<FileListPage>>({
    queryKey: filesKeys.lists,
  })) {
    const kind = key[2] as FileContentType | 'all' | undefined;
    if (kind !== 'all' && kind !== file.content_type) continue;
    queryClient.setQueryData<Pages<FileListPage>>(key, (data) =>
      prependTo<FileListPage, FileRecord>(data, record),
    );
  }
  queryClient.setQueryData<Pages<FilesWithInventoryPage>>(filesKeys.withInventory, (data) =>
    prependTo<FilesWithInventoryPage, FileWithItems>(data, file),
  );
  queryClient.setQueryData(filesKeys.detail(file.id), file);
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists });
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.overview });
}

function removeFrom<P extends { files: F[]; pagination: Pagination }, F extends { id: string }>(
  data: Pages<P> | undefined,
  fileId: string,
): Pages<P> | undefined {
  if (!data) return data;
  const present = data.pages.some((page) => page.files.some((file) => file.id === fileId));
  if (!present) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      files: page.files.filter((file) => file.id !== fileId),
      pagination: bumpTotal(page.pagination, -1),
    })),
  };
}

/** Spec §7: deleting a file removes it and its items from every list. */
export function removeFileFromCaches(queryClient: QueryClient, fileId: string): void {
  queryClient.setQueriesData<Pages<FileListPage>>({ queryKey: filesKeys.lists }, (data) =>
    removeFrom<FileListPage, FileRecord>(data, fileId),
  );
  queryClient.setQueryData<Pages<FilesWithInventoryPage>>(filesKeys.withInventory, (data) =>
    removeFrom<FilesWithInventoryPage, FileWithItems>(data, fileId),
  );
  queryClient.removeQueries({ queryKey: filesKeys.detail(fileId) });
  removeItemsFromCaches(
    queryClient,
    (item) => item.source_file_id === fileId || item.file_record_id === fileId,
  );
}
