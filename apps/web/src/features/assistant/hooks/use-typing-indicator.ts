import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSISTANT_TIMINGS } from '../lib/assistant-texts';

/**
 * Spec §4/§9: the typing indicator shows while the user types and until 2 s after the last
 * keystroke. `onType` marks a keystroke; `stop` hides it at once (e.g. after sending).
 */
export function useTypingIndicator(idleMs: number = ASSISTANT_TIMINGS.typingIdleMs) {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setTyping(false);
  }, []);

  const onType = useCallback(() => {
    setTyping(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      setTyping(false);
    }, idleMs);
  }, [idleMs]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { typing, onType, stop };
}
