import type { InventoryItem } from '@circle/contract';
import { useState } from 'react';

/**
 * Items chosen in Browse (cards or table) to act on together, in the order they were picked.
 * A shift-click selects the range from the last item clicked to this one, in the list's order.
 */
export function useBrowseSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<InventoryItem[]>([]);
  const [anchor, setAnchor] = useState<string | null>(null);

  const isSelected = (item: InventoryItem) => selected.some((entry) => entry.id === item.id);

  const toggle = (item: InventoryItem) => {
    setAnchor(item.id);
    setSelected((current) =>
      current.some((entry) => entry.id === item.id)
        ? current.filter((entry) => entry.id !== item.id)
        : [...current, item],
    );
  };

  /** Selects every item between the last one clicked and `item` (both included). */
  const selectRange = (item: InventoryItem, list: readonly InventoryItem[]) => {
    const from = list.findIndex((entry) => entry.id === anchor);
    const to = list.findIndex((entry) => entry.id === item.id);
    if (from < 0 || to < 0) {
      toggle(item);
      return;
    }
    const range = list.slice(Math.min(from, to), Math.max(from, to) + 1);
    setAnchor(item.id);
    setSelected((current) => [
      ...current,
      ...range.filter((entry) => !current.some((chosen) => chosen.id === entry.id)),
    ]);
  };

  /** A click (or tap) on an item: shift extends the selection as a range. */
  const pick = (item: InventoryItem, list: readonly InventoryItem[], shiftKey = false) =>
    shiftKey && anchor ? selectRange(item, list) : toggle(item);

  /** Selects all of `items`, or clears them when all already are. */
  const toggleAll = (items: readonly InventoryItem[]) => {
    const all = items.length > 0 && items.every(isSelected);
    setSelected((current) =>
      all
        ? current.filter((entry) => !items.some((item) => item.id === entry.id))
        : [...current, ...items.filter((item) => !current.some((entry) => entry.id === item.id))],
    );
  };

  const stop = () => {
    setSelecting(false);
    setSelected([]);
    setAnchor(null);
  };

  /** Drops items that are gone (deleted, merged away) and keeps the others as they are now. */
  const forget = (ids: readonly string[]) =>
    setSelected((current) => current.filter((entry) => !ids.includes(entry.id)));

  return {
    selecting,
    selected,
    start: () => setSelecting(true),
    stop,
    toggle,
    pick,
    toggleAll,
    forget,
    isSelected,
  };
}

export type BrowseSelection = ReturnType<typeof useBrowseSelection>;
