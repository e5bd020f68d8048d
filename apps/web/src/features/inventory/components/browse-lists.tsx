import type { FileRecord } from '@circle/contract';
import { Camera, FolderOpen, Layers, Sparkles, Sun, Upload } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import {
  useFiles,
  useFilesWithInventory,
  DeleteFileDialog,
  type DeletableFile,
  FileCard,
  FileWithItemsCard,
  LazyFileDetailsDialog as FileDetailsDialog,
} from '@/features/files';
import { flattenPages } from '@/lib/files-cache';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import { errorMessageOf } from '@/lib/api-errors';
import { useInventory } from '../api/get-inventory';
import { LazyAddItemDialog as AddItemDialog } from './lazy-add-item-dialog';
import { countActiveFilters, type InventoryFilters } from '../lib/inventory-filters';
import { useBrowseStore } from '../stores/browse-store';
import { InventoryTable, LayoutToggle } from './inventory-table';
import { useBrowseSelection } from '../hooks/use-browse-selection';
import { usePendingDeletions } from '../stores/pending-deletions';
import { BulkActionBar, type BulkAction } from './bulk-action-bar';
import { BULK_ACTIONS } from './bulk-actions';
import { SelectableCard } from './selectable-card';
import { FIRST_SCREEN_CARDS } from '@/components/items/card-picture';
import { ItemCard, ItemCardSkeleton } from '@/components/items/item-card';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/empty-state.css';
import { addedByText, useSharedHousehold } from '@/features/households';
import '@/components/ui/dialog.css';
import './browse-lists.css';
import '@/components/ui/filter-sheet.css';

export const LIST_ERRORS = {
  title: 'Unable to Load Items',
  inventory: 'Failed to load inventory items',
  files: 'Failed to load files',
  relationship: 'Failed to load files with inventory',
  more: 'Failed to load more items',
} as const;

/** A list that failed to load: the error, and Retry. */
function ListError({
  query,
  fallback,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  fallback: string;
}) {
  return (
    <ErrorState
      title={LIST_ERRORS.title}
      message={errorMessageOf(query.error, fallback)}
      retryLabel="Retry"
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

export const EMPTY_INVENTORY_TIPS = [
  { icon: Sun, text: 'Take clear, well-lit photos' },
  { icon: Layers, text: 'Capture multiple angles of larger items' },
  { icon: Sparkles, text: 'The AI identifies and categorizes your items for you' },
] as const;

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The end of a list: the infinite-scroll sentinel, a spinner, or the load-more failure. */
function ListFooter({ query, noun }: { query: PagedQuery; noun: string }) {
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void query.fetchNextPage(), {
    enabled: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
  });
  return (
    <div className="list-footer">
      {query.isFetchNextPageError ? (
        <div className="inline-error" role="alert">
          <span>{LIST_ERRORS.more}</span>
          <Button variant="link" size="sm" onClick={() => void query.fetchNextPage()}>
            Retry
          </Button>
        </div>
      ) : query.isFetchingNextPage ? (
        <Spinner size={24} label={`Loading more ${noun}`} />
      ) : query.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
      <div ref={sentinel} className="list-footer__sentinel" aria-hidden="true" />
    </div>
  );
}

function UploadPrompt({ children }: { children?: ReactNode }) {
  return (
    <EmptyState
      icon={<Camera size={36} aria-hidden />}
      title="No items found"
      message="Upload your first photo and Circle will list what's in it."
    >
      <Link to="/upload" className="btn btn--primary btn--md">
        <Upload size={18} aria-hidden />
        <span className="btn__label">Upload a photo</span>
      </Link>
      <ul className="tips" aria-label="Tips">
        {EMPTY_INVENTORY_TIPS.map(({ icon: Icon, text }) => (
          <li key={text} className="tips__item">
            <Icon size={18} aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {children}
    </EmptyState>
  );
}

function SkeletonGrid() {
  return (
    <div className="card-grid" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: 6 }, (_, index) => (
        <ItemCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** Inventory view: the filtered items, 20 a page; select many to act on them together. */
export function InventoryList({
  filters,
  actions = BULK_ACTIONS,
}: {
  filters: InventoryFilters;
  /** What can be done with selected items. */
  actions?: readonly BulkAction[];
}) {
  const query = useInventory(filters);
  const shared = useSharedHousehold();
  const clearFilters = useBrowseStore((state) => state.clearFilters);
  const layout = useBrowseStore((state) => state.layout);
  const setLayout = useBrowseStore((state) => state.setLayout);
  const sortBy = useBrowseStore((state) => state.sortBy);
  const { shown, settling } = useDeferredAnswer(query.data);
  const hidden = usePendingDeletions((state) => state.hiddenIds);
  const loaded = flattenPages(shown, (page) => page.items);
  // Items being deleted (their undo window still open) are not shown.
  const allItems = loaded.filter((item) => !hidden.has(item.id));
  const items = useProgressiveList(allItems, FIRST_SCREEN_CARDS);
  const total = Math.max(
    0,
    (shown?.pages[0]?.pagination.total ?? 0) - (loaded.length - allItems.length),
  );
  const selection = useBrowseSelection();

  if (query.isPending || settling) return <SkeletonGrid />;
  if (query.isError && !query.data) {
    return <ListError query={query} fallback={LIST_ERRORS.inventory} />;
  }
  if (allItems.length === 0) {
    if (countActiveFilters(filters) > 0) {
      return (
        <EmptyState title="No items found" message="No items match your search and filters.">
          <Button variant="secondary" onClick={clearFilters}>
            Show All Items
          </Button>
        </EmptyState>
      );
    }
    return <UploadPrompt />;
  }
  return (
    <>
      <div className="results-bar">
        <h2 className="results-count" aria-live="polite">
          {total} {total === 1 ? 'item' : 'items'}
        </h2>
        <div className="results-bar__actions">
          {!selection.selecting ? (
            <Button variant="ghost" size="sm" onClick={selection.start}>
              Select
            </Button>
          ) : null}
          <LayoutToggle layout={layout} onChange={setLayout} />
        </div>
      </div>
      {selection.selecting ? <BulkActionBar selection={selection} actions={actions} /> : null}
      {layout === 'table' ? (
        <InventoryTable
          items={items}
          filters={filters}
          onSort={sortBy}
          busy={query.isPlaceholderData && query.isFetching}
          selection={selection}
        />
      ) : (
        <div
          className="card-grid"
          aria-busy={(query.isPlaceholderData && query.isFetching) || undefined}
          data-stale={query.isPlaceholderData || undefined}
        >
          {items.map((item, index) => (
            <SelectableCard key={item.id} item={item} list={items} selection={selection}>
              <ItemCard
                item={item}
                priority={index < FIRST_SCREEN_CARDS}
                addedBy={shared ? addedByText(item.added_by) : null}
              />
            </SelectableCard>
          ))}
        </div>
      )}
      <ListFooter query={query} noun="items" />
    </>
  );
}

function NoFiles() {
  return (
    <EmptyState
      icon={<FolderOpen size={36} aria-hidden />}
      title="No files yet"
      message="Photos and documents you upload appear here with the items found in them."
    >
      <Link to="/upload" className="btn btn--primary btn--md">
        <Upload size={18} aria-hidden />
        <span className="btn__label">Upload a photo</span>
      </Link>
    </EmptyState>
  );
}

/** Opening a file's details and deleting files, shared by both file views. */
function useFileActions() {
  const [openFile, setOpenFile] = useState<FileRecord | null>(null);
  const [toDelete, setToDelete] = useState<DeletableFile | null>(null);
  const dialogs = (
    <>
      {openFile ? (
        <Suspense fallback={null}>
          <FileDetailsDialog
            fileId={openFile.id}
            initial={openFile}
            onOpenChange={(open) => {
              if (!open) setOpenFile(null);
            }}
            AddItemDialog={AddItemDialog}
          />
        </Suspense>
      ) : null}
      <DeleteFileDialog
        file={toDelete}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
      />
    </>
  );
  return { open: setOpenFile, remove: setToDelete, dialogs };
}

/** Files view: every upload, newest first. */
export function FilesList() {
  const query = useFiles();
  const files = flattenPages(query.data, (page) => page.files);
  const actions = useFileActions();
  if (query.isPending) return <SkeletonGrid />;
  if (query.isError && !query.data) {
    return <ListError query={query} fallback={LIST_ERRORS.files} />;
  }
  if (files.length === 0) return <NoFiles />;
  const total = query.data?.pages[0]?.pagination.total ?? files.length;
  return (
    <>
      <h2 className="results-count">
        {total} {total === 1 ? 'file' : 'files'}
      </h2>
      <div className="card-grid">
        {files.map((file) => (
          <FileCard
            key={file.id}
            file={file}
            onOpen={() => actions.open(file)}
            onDelete={() => actions.remove(file)}
          />
        ))}
      </div>
      <ListFooter query={query} noun="files" />
      {actions.dialogs}
    </>
  );
}

/** By-photo view (relationship): each file with the items detected in it. */
export function RelationshipList() {
  const query = useFilesWithInventory();
  const files = flattenPages(query.data, (page) => page.files);
  const actions = useFileActions();
  if (query.isPending) return <SkeletonGrid />;
  if (query.isError && !query.data) {
    return <ListError query={query} fallback={LIST_ERRORS.relationship} />;
  }
  if (files.length === 0) return <NoFiles />;
  return (
    <>
      <div className="card-grid card-grid--wide file-items-grid">
        {files.map((file) => (
          <FileWithItemsCard
            key={file.id}
            file={file}
            onOpen={() => actions.open(file)}
            onDelete={() =>
              actions.remove({
                id: file.id,
                filename: file.filename,
                item_count: file.inventory_items.length,
              })
            }
          />
        ))}
      </div>
      <ListFooter query={query} noun="photos and documents" />
      {actions.dialogs}
    </>
  );
}
