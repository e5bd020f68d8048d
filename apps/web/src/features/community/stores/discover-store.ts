import { create } from 'zustand';
import { useSessionStore } from '@/lib/session-store';
import {
  DEFAULT_DISCOVER_FILTERS,
  clearDiscoverFilters,
  type DiscoverFilters,
} from '../lib/discover-filters';

interface DiscoverState {
  filters: DiscoverFilters;
  setFilters: (change: Partial<DiscoverFilters>) => void;
  clearFilters: () => void;
  reset: () => void;
}

/** Discover's search and filters, kept while the user moves between the community tabs. */
export const useDiscoverStore = create<DiscoverState>()((set) => ({
  filters: DEFAULT_DISCOVER_FILTERS,
  setFilters: (change) => set((state) => ({ filters: { ...state.filters, ...change } })),
  clearFilters: () => set((state) => ({ filters: clearDiscoverFilters(state.filters) })),
  reset: () => set({ filters: DEFAULT_DISCOVER_FILTERS }),
}));

useSessionStore.subscribe((state, previous) => {
  if (previous.authToken && !state.authToken) useDiscoverStore.getState().reset();
});
