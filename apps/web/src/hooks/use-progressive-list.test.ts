// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const list = (length: number) => Array.from({ length }, (_, index) => index);

describe('useProgressiveList', () => {
  it('shows the first entries at once and every entry once React has rendered in the background', () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveList(list(20), 4);
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(4);
    expect(result.current).toHaveLength(20);
  });

  it('keeps short lists whole', () => {
    const { result } = renderHook(() => useProgressiveList(list(3), 4));
    expect(result.current).toEqual([0, 1, 2]);
  });

  it('never shows fewer than the first entries when a list arrives after a loading state', () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ length }) => {
        const shown = useProgressiveList(list(length), 4);
        seen.push(shown.length);
        return shown;
      },
      { initialProps: { length: 0 } },
    );
    seen.length = 0;
    rerender({ length: 20 });
    expect(Math.min(...seen)).toBe(4);
    expect(result.current).toHaveLength(20);
  });
});
