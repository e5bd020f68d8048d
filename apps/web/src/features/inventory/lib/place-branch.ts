import { PLACE_PATH_SEPARATOR, type InventoryItem } from '@circle/contract';
import type { KeptPlace } from '@/lib/offline/kept-places';

/**
 * Whether an item is in the place or anywhere below it, decided from the device's copy: the kept
 * places tree gives the place's branch; the items' paths cover places the kept tree does not know
 * yet (or no tree kept at all), as long as the place's own path is known.
 */
export function inPlaceBranch(
  placeId: string,
  places: readonly KeptPlace[],
  items: readonly InventoryItem[],
): (item: InventoryItem) => boolean {
  const branch = new Set([placeId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const place of places) {
      if (place.parent_id && branch.has(place.parent_id) && !branch.has(place.id)) {
        branch.add(place.id);
        grew = true;
      }
    }
  }
  const known = places.find((place) => place.id === placeId);
  const direct = items.find((item) => item.place_id === placeId);
  const path = known?.path ?? direct?.place_path ?? null;
  const householdId = known?.household_id ?? direct?.household_id ?? null;
  const below = path ? `${path}${PLACE_PATH_SEPARATOR}` : null;
  return (item) => {
    if (item.place_id && branch.has(item.place_id)) return true;
    if (!below || !item.place_path?.startsWith(below)) return false;
    return householdId === null || item.household_id === householdId;
  };
}
