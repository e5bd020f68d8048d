// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const list = (length: number) => Array.from({ length }, (_, index) => index);

/** A list of four first entries that starts empty (loading); `seen`: the lengths rendered since. */
function renderLoadingList() {
  const seen: number[] = [];
  const view = renderHook(
    ({ length }) => {
      const shown = useProgressiveList(list(length), 4);
      seen.push(shown.length);
      return shown;
    },
    { initialProps: { length: 0 } },
  );
  seen.length = 0;
  return { seen, ...view };
}

describe('useProgressiveList', () => {
  it('shows the first entries at once and every entry after the first paint', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveList(list(20), 4);
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(4);
    expect(result.current).toHaveLength(4);
    await waitFor(() => expect(result.current).toHaveLength(20));
    expect(result.current).toEqual(list(20));
  });

  it('keeps short lists whole', () => {
    const { result } = renderHook(() => useProgressiveList(list(3), 4));
    expect(result.current).toEqual([0, 1, 2]);
  });

  it('shows the first entries first when a list arrives after a loading state', async () => {
    const { seen, result, rerender } = renderLoadingList();
    rerender({ length: 20 });
    expect(seen).toEqual([4]);
    await waitFor(() => expect(result.current).toHaveLength(20));
  });

  it('shows the first entries first when the list arrives in a background render', async () => {
    const { seen, result, rerender } = renderLoadingList();
    // A query answer rendered through useDeferredValue or a route change arrives this way.
    act(() => startTransition(() => rerender({ length: 20 })));
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toHaveLength(20));
  });

  it('adds a later page behind what is already shown', async () => {
    const { result, rerender } = renderHook(({ length }) => useProgressiveList(list(length), 4), {
      initialProps: { length: 20 },
    });
    await waitFor(() => expect(result.current).toHaveLength(20));
    rerender({ length: 40 });
    expect(result.current).toHaveLength(20);
    await waitFor(() => expect(result.current).toHaveLength(40));
  });
});
