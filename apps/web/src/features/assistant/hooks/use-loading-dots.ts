import { useEffect, useState } from 'react';
import { ASSISTANT_TIMINGS } from '../lib/assistant-texts';

/** The dots after "AI is thinking": ".", "..", "...", then again. */
export function nextDots(dots: string): string {
  return dots.length >= 3 ? '.' : `${dots}.`;
}

/** Spec §9: the loading dots cycle every 400 ms while `active`. */
export function useLoadingDots(
  active = true,
  intervalMs: number = ASSISTANT_TIMINGS.loadingDotsMs,
) {
  const [dots, setDots] = useState('...');
  useEffect(() => {
    if (!active) return undefined;
    const id = window.setInterval(() => setDots(nextDots), intervalMs);
    return () => {
      window.clearInterval(id);
      setDots('...');
    };
  }, [active, intervalMs]);
  return dots;
}
