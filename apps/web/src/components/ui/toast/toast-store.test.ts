import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keep a title and a second line; success lasts 2 s', () => {
    toast.success('Code Sent', 'Check your inbox');
    expect(useToastStore.getState().toasts).toMatchObject([
      { variant: 'success', title: 'Code Sent', message: 'Check your inbox' },
    ]);
    vi.advanceTimersByTime(1999);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('error lasts 3 s', () => {
    toast.error('Server Error', 'Something went wrong. Please try again.');
    vi.advanceTimersByTime(2999);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('shows the same toast only once at a time', () => {
    toast.error('Session Expired', 'Please log in again');
    toast.error('Session Expired', 'Please log in again');
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });
});
