import { useEffect, useRef, useState } from 'react';

/** How far (px) the finger must pull down at the top of the page to refresh. */
export const PULL_THRESHOLD = 72;
const MAX_PULL = 110;

/**
 * Pull to refresh on touch screens: a downward drag that starts with the page scrolled to the top.
 * Returns how far the user is pulling (for the indicator) and whether a refresh is running.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>, enabled = true) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);
  const pullRef = useRef(0);
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || !('ontouchstart' in window)) return undefined;
    const setDistance = (value: number) => {
      pullRef.current = value;
      setPull(value);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        window.scrollY <= 0 && event.touches.length === 1 && touch ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (start.current === null || !touch) return;
      const delta = touch.clientY - start.current;
      if (delta <= 0 || window.scrollY > 0) {
        if (pullRef.current !== 0) setDistance(0);
        return;
      }
      // Resistance: the indicator moves at half the finger's speed.
      setDistance(Math.min(MAX_PULL, delta / 2));
    };
    const onEnd = () => {
      const pulled = pullRef.current;
      start.current = null;
      setDistance(0);
      if (pulled >= PULL_THRESHOLD / 2 + 8) {
        setRefreshing(true);
        void refreshRef.current().finally(() => setRefreshing(false));
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return { pull, refreshing };
}
