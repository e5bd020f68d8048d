// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDots, useLoadingDots } from './use-loading-dots';
import { useTypingIndicator } from './use-typing-indicator';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading dots', () => {
  it('cycles one, two, three dots', () => {
    expect(nextDots('.')).toBe('..');
    expect(nextDots('..')).toBe('...');
    expect(nextDots('...')).toBe('.');
  });

  it('moves every 400 ms while active, starting from "..."', () => {
    const { result } = renderHook(() => useLoadingDots(true));
    expect(result.current).toBe('...');
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(result.current).toBe('...');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('.');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe('..');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe('...');
  });

  it('stands still while inactive', () => {
    const { result } = renderHook(() => useLoadingDots(false));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe('...');
  });
});

describe('typing indicator', () => {
  it('shows while typing and until 2 s after the last keystroke', () => {
    const { result } = renderHook(() => useTypingIndicator());
    expect(result.current.typing).toBe(false);
    act(() => {
      result.current.onType();
    });
    expect(result.current.typing).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    act(() => {
      result.current.onType();
    });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(result.current.typing).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.typing).toBe(false);
  });

  it('hides at once when stopped (a message was sent)', () => {
    const { result } = renderHook(() => useTypingIndicator());
    act(() => {
      result.current.onType();
    });
    act(() => {
      result.current.stop();
    });
    expect(result.current.typing).toBe(false);
  });
});
