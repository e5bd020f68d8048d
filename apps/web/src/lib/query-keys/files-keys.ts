import type { FileRecord, FileWithItems, Pagination, UPLOAD_CONTENT_TYPES } from '@circle/contract';

export type FileContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** TanStack Query keys of the files area (server module `files`). */
export const filesKeys = {
  all: ['files'] as const,
  lists: ['files', 'list'] as const,
  list: (contentType: FileContentType | 'all' = 'all') => ['files', 'list', contentType] as const,
  withInventory: ['files', 'with-inventory'] as const,
  detail: (id: string) => ['files', 'detail', id] as const,
};

/** One page of `filesKeys.list(…)`: GET /users/files. */
export interface FileListPage {
  files: FileRecord[];
  pagination: Pagination;
}

/** One page of `filesKeys.withInventory`: GET /users/files-with-inventory. */
export interface FilesWithInventoryPage {
  files: FileWithItems[];
  pagination: Pagination;
}
