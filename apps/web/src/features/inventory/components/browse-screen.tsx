import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MapPin, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { TabHeader } from '@/components/layout/tab-header';
import { PullIndicator } from '@/components/ui/pull-indicator';
import { Button } from '@/components/ui/button';
import { filesKeys } from '@/lib/query-keys/files-keys';
import { UploadFab, UploadProgressBar } from '@/features/files';
import { ScanLabelLink } from '@/features/labels';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePullToRefresh } from '@/hooks/use-pull-to-refresh';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { SEARCH_DEBOUNCE_MS } from '../lib/inventory-filters';
import { useBrowseViewStore, type BrowseViewMode } from '@/lib/browse-view-store';
import { useBrowseStore } from '../stores/browse-store';
import { usePendingDeletions } from '../stores/pending-deletions';
import { FilesList, InventoryList, RelationshipList } from './browse-lists';
import { BrowseViewTabs } from './browse-view-tabs';
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

/** Pull to refresh reloads the mode's list from its first page, and the stats. */
function useBrowseRefresh(queryClient: QueryClient, viewMode: BrowseViewMode) {
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.resetQueries({ queryKey: queryKeyOf(viewMode) }),
        queryClient.invalidateQueries({ queryKey: inventoryKeys.overview }),
      ]),
    [queryClient, viewMode],
  );
  return usePullToRefresh(refresh);
}

/**
 * Deletions still inside their undo window are sent when the user leaves Browse, and, with a
 * request that outlives the page, when the page itself is closed.
 */
function useSendPendingDeletions() {
  useEffect(() => {
    const onPageHide = () => usePendingDeletions.getState().commitAll({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      usePendingDeletions.getState().commitAll();
    };
  }, []);
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

  const { pull, refreshing } = useBrowseRefresh(queryClient, viewMode);
  useSendPendingDeletions();

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
          <ScanLabelLink />
          <Link to="/places" className="btn btn--secondary btn--sm">
            <MapPin size={16} aria-hidden />
            <span className="btn__label">Places</span>
          </Link>
        </div>

        <BrowseViewTabs viewMode={viewMode} panelId={panelId} onSwitch={switchMode} />

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
