import type { ReferencedItem } from '@circle/contract';

/** Spec §2/§9: an answer lists 5 referenced items, then "Show more" / "Show less". */
export const REFERENCED_ITEMS_SHOWN = 5;

export interface ReferencedItemsView {
  visible: ReferencedItem[];
  hiddenCount: number;
  toggleLabel: 'Show more' | 'Show less' | null;
}

export function referencedItemsView(
  items: readonly ReferencedItem[],
  expanded: boolean,
  limit: number = REFERENCED_ITEMS_SHOWN,
): ReferencedItemsView {
  if (items.length <= limit) return { visible: [...items], hiddenCount: 0, toggleLabel: null };
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: 'Show less' };
  return {
    visible: items.slice(0, limit),
    hiddenCount: items.length - limit,
    toggleLabel: 'Show more',
  };
}
