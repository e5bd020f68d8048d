import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * The first `first` entries of a list at once and the rest after the browser has painted them,
 * in a background render React can interrupt: the first screen of cards (and their pictures)
 * shows without waiting for the cards below it, and twenty cards arriving together no longer
 * block the main thread in one long task. Entries added later (the next page) are rendered the
 * same way, behind what is already shown. Deciding this with a frame rather than with
 * useDeferredValue keeps it the same however the list arrives: an answer rendered in a
 * background render would otherwise bring all its cards at once.
 */
export function useProgressiveList<T>(items: T[], first: number): T[] {
  const [rendered, setRendered] = useState(first);
  const limit = Math.max(first, rendered);
  const total = items.length;
  useEffect(() => {
    if (total <= limit) return undefined;
    return afterNextPaint(() => startTransition(() => setRendered(total)));
  }, [total, limit]);
  return total <= limit ? items : items.slice(0, limit);
}
