import { LOCATION_PRESETS } from '@circle/contract';

/** Spec §9: six presets shown, filtered by the typed text. */
export const PRESETS_SHOWN = 6;
/** Spec §9: geolocation timeout 7 s, with an 8 s fallback for browsers that never answer. */
export const GEOLOCATION_TIMEOUT_MS = 7_000;
export const GEOLOCATION_FALLBACK_MS = 8_000;

export function filterLocationPresets(
  typed: string,
  presets: readonly string[] = LOCATION_PRESETS,
  limit: number = PRESETS_SHOWN,
): string[] {
  const needle = typed.trim().toLowerCase();
  const matching = needle
    ? presets.filter(
        (preset) => preset.toLowerCase().includes(needle) && preset.toLowerCase() !== needle,
      )
    : [...presets];
  return matching.slice(0, limit);
}

/** Latitude and longitude to 5 decimals: "52.52001, 13.40495". */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/**
 * The device's position as text, or null on refusal, failure or timeout (spec §8: ignored
 * silently). Resolves at the latest after the fallback delay.
 */
export function currentPositionText(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<string | null> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve(null);
      return;
    }
    let settled = false;
    const finish = (value: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(fallback);
      resolve(value);
    };
    const fallback = setTimeout(() => finish(null), GEOLOCATION_FALLBACK_MS);
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish(formatCoordinates(position.coords.latitude, position.coords.longitude)),
        () => finish(null),
        { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: false, maximumAge: 60_000 },
      );
    } catch {
      finish(null);
    }
  });
}
