import type { InventoryItem, Share } from '@circle/contract';
import { create } from 'zustand';
import { useSessionStore } from '@/lib/session-store';

/** The item the Sharing modal works on (what it needs of an inventory item). */
export type ShareableItem = Pick<
  InventoryItem,
  'id' | 'item_name' | 'item_category' | 'is_shareable' | 'image_url' | 'thumbnail_url'
>;

interface ShareDialogState {
  open: boolean;
  item: ShareableItem | null;
  /** The share created in this dialog (its success view). */
  currentShare: Share | null;
  openFor: (item: ShareableItem) => void;
  setItem: (item: ShareableItem) => void;
  setCurrentShare: (share: Share | null) => void;
  close: () => void;
}

/**
 * Spec §3 "Sharing client state" (share dialog) and §4: opening the share dialog sets the item;
 * closing clears the item and the current share.
 */
export const useShareDialogStore = create<ShareDialogState>()((set) => ({
  open: false,
  item: null,
  currentShare: null,
  openFor: (item) => set({ open: true, item, currentShare: null }),
  setItem: (item) => set({ item }),
  setCurrentShare: (currentShare) => set({ currentShare }),
  close: () => set({ open: false, item: null, currentShare: null }),
}));

// Signing out closes the dialog.
useSessionStore.subscribe((state, previous) => {
  if (previous.authToken && !state.authToken) useShareDialogStore.getState().close();
});
