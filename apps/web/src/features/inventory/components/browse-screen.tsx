import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Suspense, useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { TabHeader } from '@/components/layout/tab-header';
import { PullIndicator } from '@/components/ui/pull-indicator';
import { Button } from '@/components/ui/button';
import { filesKeys } from '@/lib/query-keys/files-keys';
import { UploadFab, UploadProgressBar } from '@/features/files';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePullToRefresh } from '@/hooks/use-pull-to-refresh';
import { cx } from '@/lib/cx';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { SEARCH_DEBOUNCE_MS } from '../lib/inventory-filters';
import { useBrowseViewStore, type BrowseViewMode } from '@/lib/browse-view-store';
import { useBrowseStore, VIEW_MODES } from '../stores/browse-store';
import { FilesList, InventoryList, RelationshipList } from './browse-lists';
import { LazyAddItemDialog as AddItemDialog } from './lazy-add-item-dialog';
import { InventoryFilterBar } from './inventory-filter-bar';
import { InventoryStats } from './inventory-stats';
import '@/components/ui/page.css';
import './browse-screen.css';

function queryKeyOf(mode: BrowseViewMode): readonly unknown[] {
  if (mode === 'inventory') return inventoryKeys.lists;
  if (mode === 'files') return filesKeys.list('all');
  return filesKeys.withInventory;
}

/** The inventory filters with search and value range debounced (typing does not query). */
function useQueryFilters() {
  const filters = useBrowseStore((state) => state.filters);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const minValue = useDebouncedValue(filters.minValue, SEARCH_DEBOUNCE_MS);
  const maxValue = useDebouncedValue(filters.maxValue, SEARCH_DEBOUNCE_MS);
  return useMemo(
    () => ({ ...filters, search: search.trim(), minValue, maxValue }),
    [filters, search, minValue, maxValue],
  );
}

/**
 * Browse (the Inventory tab, spec §2): stats header, view modes (items with filters — the
 * default —, files with their items, files), infinite lists, pull to refresh, the upload
 * progress and the floating camera button.
 */
export function BrowseScreen() {
  const queryClient = useQueryClient();
  const viewMode = useBrowseViewStore((state) => state.viewMode);
  const setViewMode = useBrowseViewStore((state) => state.setViewMode);
  const queryFilters = useQueryFilters();
  const panelId = useId();
  const [addOpen, setAddOpen] = useState(false);

  const switchMode = (mode: BrowseViewMode) => {
    if (mode === viewMode) return;
    // Spec §2: switching mode resets the lists and their pages: the mode starts at page 1.
    queryClient.removeQueries({ queryKey: queryKeyOf(mode) });
    setViewMode(mode);
    window.scrollTo({ top: 0 });
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = VIEW_MODES.findIndex((entry) => entry.mode === viewMode);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = VIEW_MODES[(index + step + VIEW_MODES.length) % VIEW_MODES.length];
    if (next) {
      switchMode(next.mode);
      document.getElementById(`view-tab-${next.mode}`)?.focus();
    }
  };

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.resetQueries({ queryKey: queryKeyOf(viewMode) }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.overview }),
      ]),
    [queryClient, viewMode],
  );
  const { pull, refreshing } = usePullToRefresh(refresh);

  return (
    <>
      <TabHeader title="Inventory" />
      <div className="page browse">
        <PullIndicator pull={pull} refreshing={refreshing} />

        <InventoryStats />

        <div className="browse__actions">
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus size={16} aria-hidden />}
            onClick={() => setAddOpen(true)}
          >
            Add item
          </Button>
        </div>

        <div className="view-tabs" role="tablist" aria-label="View">
          {VIEW_MODES.map(({ mode, label }) => (
            <button
              key={mode}
              id={`view-tab-${mode}`}
              type="button"
              role="tab"
              aria-selected={viewMode === mode}
              aria-controls={panelId}
              tabIndex={viewMode === mode ? 0 : -1}
              className={cx('view-tabs__tab', viewMode === mode && 'view-tabs__tab--active')}
              onClick={() => switchMode(mode)}
              onKeyDown={onTabKeyDown}
            >
              {label}
            </button>
          ))}
        </div>

        <UploadProgressBar />

        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`view-tab-${viewMode}`}
          className="browse__panel"
        >
          {viewMode === 'inventory' ? (
            <>
              <InventoryFilterBar />
              <InventoryList filters={queryFilters} />
            </>
          ) : viewMode === 'files' ? (
            <FilesList />
          ) : (
            <RelationshipList />
          )}
        </div>
      </div>
      <UploadFab />
      {addOpen ? (
        <Suspense fallback={null}>
          <AddItemDialog open={addOpen} onOpenChange={setAddOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
