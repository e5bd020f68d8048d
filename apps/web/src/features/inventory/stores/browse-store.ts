import { create } from 'zustand';
import { useBrowseViewStore, type BrowseViewMode } from '@/lib/browse-view-store';
import { useSessionStore } from '@/lib/session-store';
import {
  DEFAULT_FILTERS,
  clearFilters,
  nextSort,
  type InventoryFilters,
  type InventorySortField,
} from '../lib/inventory-filters';

export const VIEW_MODES: readonly { mode: BrowseViewMode; label: string }[] = [
  { mode: 'inventory', label: 'Items' },
  { mode: 'relationship', label: 'By photo' },
  { mode: 'files', label: 'Files' },
];

/** Items as cards (phones, browsing) or as a dense, sortable table (desktops). */
export type InventoryLayout = 'grid' | 'table';

/** A display preference of this device: kept across sessions, unlike the session's keys. */
export const LAYOUT_STORAGE_KEY = 'circle.inventory_layout';

function storedLayout(): InventoryLayout {
  try {
    return window.localStorage.getItem(LAYOUT_STORAGE_KEY) === 'table' ? 'table' : 'grid';
  } catch {
    return 'grid';
  }
}

function storeLayout(layout: InventoryLayout): void {
  try {
    window.localStorage.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Storage refused: the choice lasts for this visit.
  }
}

interface BrowseState {
  /** Remembered on this device. */
  layout: InventoryLayout;
  setLayout: (layout: InventoryLayout) => void;
  filters: InventoryFilters;
  setFilters: (change: Partial<InventoryFilters>) => void;
  /** Tapping a sort field (see nextSort). */
  sortBy: (field: InventorySortField) => void;
  clearFilters: () => void;
  reset: () => void;
}

/** Browse's filters and layout, kept while the user opens an item and comes back (its view mode: `useBrowseViewStore`). */
export const useBrowseStore = create<BrowseState>()((set) => ({
  layout: storedLayout(),
  setLayout: (layout) => {
    storeLayout(layout);
    set({ layout });
  },
  filters: DEFAULT_FILTERS,
  setFilters: (change) => set((state) => ({ filters: { ...state.filters, ...change } })),
  sortBy: (field) =>
    set((state) => ({ filters: { ...state.filters, ...nextSort(state.filters, field) } })),
  clearFilters: () => set((state) => ({ filters: clearFilters(state.filters) })),
  reset: () => {
    useBrowseViewStore.getState().reset();
    set({ filters: DEFAULT_FILTERS, layout: storedLayout() });
  },
}));

// Another account signing in on this tab starts from the defaults.
useSessionStore.subscribe((state, previous) => {
  if (previous.authToken && !state.authToken) useBrowseStore.getState().reset();
});
