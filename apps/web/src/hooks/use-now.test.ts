// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('moves on while the screen stays open, so relative times stay true', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const { result } = renderHook(() => useNow(60_000));
    expect(result.current).toBe(Date.parse('2030-01-01T10:00:00Z'));
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(result.current).toBe(Date.parse('2030-01-01T10:05:00Z'));
  });
});
