import { create } from 'zustand';
import { useSessionStore } from './session-store';

/** Spec §2: relationship (files with their items), inventory (items; default) and files. */
export type BrowseViewMode = 'inventory' | 'relationship' | 'files';

interface BrowseViewState {
  viewMode: BrowseViewMode;
  setViewMode: (mode: BrowseViewMode) => void;
  reset: () => void;
}

/**
 * Which list Browse shows, kept while the user opens an item and comes back. Shared: the upload
 * queue's "View items" opens Browse by photo.
 */
export const useBrowseViewStore = create<BrowseViewState>()((set) => ({
  viewMode: 'inventory',
  setViewMode: (viewMode) => set({ viewMode }),
  reset: () => set({ viewMode: 'inventory' }),
}));

// Another account signing in on this tab starts from the defaults.
useSessionStore.subscribe((state, previous) => {
  if (previous.authToken && !state.authToken) useBrowseViewStore.getState().reset();
});
