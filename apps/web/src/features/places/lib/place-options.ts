import type { Place } from '@circle/contract';

/** The places as select options, labelled by their path, in tree order. */
export function placeOptions(
  places: readonly Place[],
  { none, exclude }: { none?: string; exclude?: ReadonlySet<string> } = {},
): { value: string; label: string }[] {
  return [
    ...(none === undefined ? [] : [{ value: '', label: none }]),
    ...places
      .filter((place) => !exclude?.has(place.id))
      .map((place) => ({ value: place.id, label: place.path })),
  ];
}

/** The place and every place below it: where it cannot move to. */
export function branchOf(places: readonly Place[], id: string): Set<string> {
  const branch = new Set([id]);
  // Tree order puts every place after its parent, so one pass finds the whole branch.
  for (const place of places) {
    if (place.parent_id && branch.has(place.parent_id)) branch.add(place.id);
  }
  return branch;
}

/** "3 items · $450" */
export function placeSummary(
  place: Pick<Place, 'total_item_count' | 'total_value'>,
  money: (value: number) => string,
): string {
  const items = `${place.total_item_count} ${place.total_item_count === 1 ? 'item' : 'items'}`;
  return place.total_value > 0 ? `${items} · ${money(place.total_value)}` : items;
}
