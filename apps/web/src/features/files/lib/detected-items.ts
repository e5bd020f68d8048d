/** Spec §9: the files card shows up to 5 detected items in its compact row. */
export const COMPACT_ITEMS_LIMIT = 5;

export function splitDetectedItems<T>(
  items: readonly T[],
  limit: number = COMPACT_ITEMS_LIMIT,
): { visible: T[]; hiddenCount: number } {
  return { visible: items.slice(0, limit), hiddenCount: Math.max(0, items.length - limit) };
}

/** "+N more items" (one: "+1 more item"). */
export function moreItemsLabel(hiddenCount: number): string {
  return `+${hiddenCount} more ${hiddenCount === 1 ? 'item' : 'items'}`;
}

/** "1 item", "3 items", "No items". */
export function itemCountLabel(count: number): string {
  if (count === 0) return 'No items';
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
