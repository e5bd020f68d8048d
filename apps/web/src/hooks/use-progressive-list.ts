import { useDeferredValue } from 'react';

/**
 * The first `first` entries of a list at once and the rest in a background render React can
 * interrupt: twenty cards arriving together (a page of results) no longer block the main thread
 * in one long task, and the first screen's cards are not kept waiting for the ones below it.
 * Later pages (the list growing) are added the same way, behind what is already shown.
 */
export function useProgressiveList<T>(items: T[], first: number): T[] {
  const shown = useDeferredValue(items.length, Math.min(items.length, first));
  return items.length <= Math.max(first, shown) ? items : items.slice(0, Math.max(first, shown));
}
