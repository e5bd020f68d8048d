import type { FileWithItems, InventoryItem, Pagination } from '@circle/contract';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { inventoryKeys } from './query-keys/inventory-keys';
import { filesKeys } from './query-keys/files-keys';
import { addUploadedFileToCaches, flattenPages, removeFileFromCaches } from './files-cache';

/** Any filters of Browse's list (their shape is the inventory feature's). */
const LIST_FILTERS = { search: '', sortBy: 'date', sortOrder: 'desc' };

const pagination = (total: number): Pagination => ({
  total,
  limit: 20,
  offset: 0,
  current_page: 1,
  total_pages: 1,
  has_next: false,
  has_previous: false,
});
const item = (id: string, fileId: string) =>
  ({
    id,
    source_file_id: fileId,
    file_record_id: fileId,
    item_name: id,
  }) as unknown as InventoryItem;
const file = (id: string, items: InventoryItem[] = [], contentType = 'image') =>
  ({
    id,
    filename: `${id}.jpg`,
    content_type: contentType,
    inventory_items: items,
  }) as unknown as FileWithItems;
const pages = <T>(
  rows: T,
  total: number,
): InfiniteData<T & { pagination: Pagination }, number> => ({
  pages: [{ ...rows, pagination: pagination(total) }],
  pageParams: [0],
});

describe('files caches', () => {
  it('puts a finished upload at the front of the file lists', () => {
    const client = new QueryClient();
    client.setQueryData(filesKeys.list('all'), pages({ files: [file('old')] }, 1));
    client.setQueryData(filesKeys.list('text'), pages({ files: [] }, 0));
    client.setQueryData(filesKeys.withInventory, pages({ files: [file('old')] }, 1));
    addUploadedFileToCaches(client, file('new', [item('i1', 'new')]));

    const all = client.getQueryData<
      InfiniteData<{ files: FileWithItems[]; pagination: Pagination }>
    >(filesKeys.list('all'));
    expect(all?.pages[0]?.files.map((f) => f.id)).toEqual(['new', 'old']);
    expect(all?.pages[0]?.files[0]).not.toHaveProperty('inventory_items');
    expect(all?.pages[0]?.pagination.total).toBe(2);
    const texts = client.getQueryData<InfiniteData<{ files: FileWithItems[] }>>(
      filesKeys.list('text'),
    );
    expect(texts?.pages[0]?.files).toEqual([]);
    const withItems = client.getQueryData<InfiniteData<{ files: FileWithItems[] }>>(
      filesKeys.withInventory,
    );
    expect(withItems?.pages[0]?.files[0]?.inventory_items).toHaveLength(1);
  });

  it('removes a deleted file and its items everywhere', () => {
    const client = new QueryClient();
    client.setQueryData(filesKeys.list('all'), pages({ files: [file('a'), file('b')] }, 2));
    client.setQueryData(
      filesKeys.withInventory,
      pages({ files: [file('a', [item('i1', 'a')])] }, 1),
    );
    client.setQueryData(
      inventoryKeys.list(LIST_FILTERS),
      pages({ items: [item('i1', 'a'), item('i2', 'b')] }, 2),
    );
    client.setQueryData(inventoryKeys.item('i1'), item('i1', 'a'));
    removeFileFromCaches(client, 'a');

    const all = client.getQueryData<
      InfiniteData<{ files: FileWithItems[]; pagination: Pagination }>
    >(filesKeys.list('all'));
    expect(all?.pages[0]?.files.map((f) => f.id)).toEqual(['b']);
    expect(all?.pages[0]?.pagination.total).toBe(1);
    const inventory = client.getQueryData<
      InfiniteData<{ items: InventoryItem[]; pagination: Pagination }>
    >(inventoryKeys.list(LIST_FILTERS));
    expect(inventory?.pages[0]?.items.map((i) => i.id)).toEqual(['i2']);
    expect(inventory?.pages[0]?.pagination.total).toBe(1);
    expect(client.getQueryData(inventoryKeys.item('i1'))).toBeUndefined();
  });

  it('flattens pages keeping each id once', () => {
    expect(
      flattenPages(
        { pages: [{ rows: [{ id: 'a' }, { id: 'b' }] }, { rows: [{ id: 'b' }, { id: 'c' }] }] },
        (p) => p.rows,
      ),
    ).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });
});
