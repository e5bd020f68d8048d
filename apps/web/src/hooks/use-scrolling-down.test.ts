// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollingDown } from './use-scrolling-down';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrollingDown', () => {
  it('is true while reading down, false when going back up or at the end', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const { result } = renderHook(() => useScrollingDown());
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(304); // a jitter changes nothing
    expect(result.current).toBe(true);
    scrollTo(200);
    expect(result.current).toBe(false);
    scrollTo(900);
    expect(result.current).toBe(true);
    scrollTo(4200); // the end of the list: the button comes back above the last cards
    expect(result.current).toBe(false);
  });
});
