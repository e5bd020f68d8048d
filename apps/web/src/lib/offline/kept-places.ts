import type { Place, PlaceTree } from '@circle/contract';

/** What the device keeps of a place: enough to know the branch below it without a connection. */
export type KeptPlace = Pick<Place, 'id' | 'household_id' | 'parent_id' | 'path'>;

const KEY = 'places';

type KeptTrees = Record<string, KeptPlace[]>;

/** Keeps the household's places on the device (each household's latest tree). */
export async function keepPlaces(tree: PlaceTree): Promise<void> {
  const { readMeta, writeMeta } = await import('./local-db');
  const kept = (await readMeta<KeptTrees>(KEY)) ?? {};
  kept[tree.household_id] = tree.places.map(({ id, household_id, parent_id, path }) => ({
    id,
    household_id,
    parent_id,
    path,
  }));
  await writeMeta(KEY, kept);
}

/** Every place the device keeps, of every household. */
export async function keptPlaces(): Promise<KeptPlace[]> {
  const { readMeta } = await import('./local-db');
  const kept = await readMeta<KeptTrees>(KEY);
  return kept ? Object.values(kept).flat() : [];
}
