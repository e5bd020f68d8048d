import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPositionText, filterLocationPresets, formatCoordinates } from './location';

afterEach(() => vi.useRealTimers());

describe('location presets', () => {
  it('shows 6 presets, filtered by the typed text', () => {
    expect(filterLocationPresets('')).toEqual([
      'Home',
      'Kitchen',
      'Laundry',
      'Garage',
      'Bedroom',
      'Living Room',
    ]);
    expect(filterLocationPresets('room')).toEqual(['Bedroom', 'Living Room', 'Bathroom']);
    expect(filterLocationPresets('GAR')).toEqual(['Garage']);
    expect(filterLocationPresets('Kitchen')).toEqual([]);
    expect(filterLocationPresets('zzz')).toEqual([]);
  });
});

describe('use my location', () => {
  it('formats coordinates to 5 decimals', () => {
    expect(formatCoordinates(52.520008, 13.404954)).toBe('52.52001, 13.40495');
  });

  it('answers the position, with a 7 s timeout', async () => {
    const getCurrentPosition = vi.fn(
      (success: PositionCallback, _failure?: PositionErrorCallback, _options?: PositionOptions) =>
        success({ coords: { latitude: 1.5, longitude: -2.25 } } as GeolocationPosition),
    );
    await expect(
      currentPositionText({ getCurrentPosition } as unknown as Geolocation),
    ).resolves.toBe('1.50000, -2.25000');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 7000 });
  });

  it('gives null on refusal, and after 8 s when the browser never answers', async () => {
    const refuse = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({} as GeolocationPositionError),
    };
    await expect(currentPositionText(refuse as unknown as Geolocation)).resolves.toBeNull();
    await expect(currentPositionText(undefined)).resolves.toBeNull();

    vi.useFakeTimers();
    const silent = currentPositionText({
      getCurrentPosition: () => undefined,
    } as unknown as Geolocation);
    await vi.advanceTimersByTimeAsync(8000);
    await expect(silent).resolves.toBeNull();
  });
});
