import type { ParsedQuery } from './query.js';

/**
 * "The garage at home, not the shop": a room the question names only to rule out is no part of
 * the set. Said as a correction ("not the shop", "not in the shed"), beside another room.
 */
export function withoutDeniedPlaces(raw: string, query: ParsedQuery): void {
  const { locations } = query.filters;
  if (locations.length < 2) return;
  const kept = locations.filter((location) => {
    const name = location
      .toLowerCase()
      .replace(/^the /, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return !new RegExp(
      String.raw`\b(?:not|but not|never|except)\s+(?:in\s+|at\s+|from\s+)?(?:the\s+|my\s+|our\s+)?${name}\b`,
    ).test(raw);
  });
  if (kept.length > 0 && kept.length < locations.length) query.filters.locations = kept;
}
