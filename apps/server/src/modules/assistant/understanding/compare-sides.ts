import type { Filters } from './query.js';

/**
 * Two sides are compared like for like. A filter only one side names while both name the other
 * kind ("in the living room, good condition vs excellent condition") is the shared context of
 * both; a word that is a category or a room ("kitchen stuff") is read as the kind the other side
 * is ("tools vs kitchen stuff": categories).
 */
export function alignSides(left: Filters, right: Filters) {
  const kinds = ['categories', 'locations', 'brands', 'conditions'] as const;
  for (const [a, b] of [
    [left, right],
    [right, left],
  ] as const) {
    if (a.categoryOrLocation && !b.categoryOrLocation) {
      const asRoom = b.locations.length > 0 && b.categories.length === 0;
      if (asRoom) a.categories = [];
      else if (b.categories.length > 0) a.locations = [];
      if (asRoom || b.categories.length > 0) a.categoryOrLocation = false;
    }
  }
  const shared = kinds.some((kind) => left[kind].length > 0 && right[kind].length > 0);
  if (!shared) return;
  for (const kind of kinds) {
    if (left[kind].length > 0 && right[kind].length === 0) right[kind] = [...left[kind]];
    else if (right[kind].length > 0 && left[kind].length === 0) left[kind] = [...right[kind]];
  }
}
