import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { withLocalFallback } from './local-reads';

const networkDown = new ApiError({
  kind: 'network',
  status: 0,
  detail: undefined,
  displayMessage: 'No connection',
});
const notFound = new ApiError({
  kind: 'http',
  status: 404,
  detail: 'Gone',
  displayMessage: 'Gone',
});

afterEach(() => onlineManager.setOnline(true));

describe('withLocalFallback', () => {
  it('asks the server when online', async () => {
    const local = vi.fn(async () => 'kept');
    expect(await withLocalFallback(async () => 'fresh', local)).toBe('fresh');
    expect(local).not.toHaveBeenCalled();
  });

  it('answers from the device at once when offline', async () => {
    onlineManager.setOnline(false);
    const network = vi.fn(async () => 'fresh');
    expect(await withLocalFallback(network, async () => 'kept')).toBe('kept');
    expect(network).not.toHaveBeenCalled();
  });

  it('answers from the device when the call gets no answer, not when the server refuses', async () => {
    const failing = (error: unknown) => async () => {
      throw error;
    };
    expect(await withLocalFallback(failing(networkDown), async () => 'kept')).toBe('kept');
    await expect(withLocalFallback(failing(notFound), async () => 'kept')).rejects.toBe(notFound);
    await expect(withLocalFallback(failing(networkDown), async () => undefined)).rejects.toBe(
      networkDown,
    );
  });
});
