import { useEffect, useRef } from 'react';

/** Spec §9: the inventory loads its next page when the end of the list is 30 % visible. */
export const INVENTORY_SCROLL_THRESHOLD = 0.3;

/**
 * Calls `onReachEnd` when the returned sentinel element scrolls into view (IntersectionObserver),
 * while `enabled` (there is a next page and none is loading).
 */
export function useInfiniteScroll<T extends Element>(
  onReachEnd: () => void,
  { enabled, threshold = INVENTORY_SCROLL_THRESHOLD }: { enabled: boolean; threshold?: number },
) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onReachEnd);
  useEffect(() => {
    callback.current = onReachEnd;
  }, [onReachEnd]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, threshold]);

  return sentinel;
}
