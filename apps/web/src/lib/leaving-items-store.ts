import { create } from 'zustand';

interface LeavingItemsState {
  /** Items the viewer is handing back: a returned loan, a completed or declined gift. */
  ids: ReadonlySet<string>;
  mark: (id: string) => void;
  unmark: (id: string) => void;
}

/**
 * While an item is being handed back its screen stops reloading it: from the moment the server
 * agrees, the item is no longer the viewer's and a reload (a live update, a refocus) would only
 * answer "not found" before the screen leaves.
 */
export const useLeavingItemsStore = create<LeavingItemsState>()((set) => ({
  ids: new Set(),
  mark: (id) => set(({ ids }) => ({ ids: new Set(ids).add(id) })),
  unmark: (id) =>
    set(({ ids }) => {
      if (!ids.has(id)) return { ids };
      const rest = new Set(ids);
      rest.delete(id);
      return { ids: rest };
    }),
}));
