import { useEffect, useState } from 'react';

/** Ignore jitters smaller than this (px): a resting finger must not flip the state. */
const THRESHOLD = 8;

/**
 * True while the page is being scrolled down (reading on), false once it scrolls up or
 * reaches the top or the end: what a floating button needs to step aside from the content.
 */
export function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    // Read at the first scroll, not on mount: reading the scroll position of a page still being
    // laid out forces a layout in the middle of the first render.
    let last: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      last ??= 0;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      if (y <= 0 || atEnd) setDown(false);
      else if (y - last > THRESHOLD) setDown(true);
      else if (last - y > THRESHOLD) setDown(false);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}
