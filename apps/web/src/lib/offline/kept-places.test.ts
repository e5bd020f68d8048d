import 'fake-indexeddb/auto';
import type { Place } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { keepPlaces, keptPlaces } from './kept-places';
import { clearOfflineData } from './local-db';

const place = (id: string, household: string, parent: string | null, path: string) =>
  ({ id, household_id: household, parent_id: parent, path, name: id }) as unknown as Place;

describe('the kept places', () => {
  it("keeps each household's latest tree, and nothing once the device's data is cleared", async () => {
    await keepPlaces({ household_id: 'h1', places: [place('a', 'h1', null, 'Home')] });
    await keepPlaces({ household_id: 'h2', places: [place('b', 'h2', null, 'Flat')] });
    await keepPlaces({
      household_id: 'h1',
      places: [place('a', 'h1', null, 'Home'), place('c', 'h1', 'a', 'Home / Garage')],
    });
    expect((await keptPlaces()).map((kept) => kept.id).sort()).toEqual(['a', 'b', 'c']);
    expect((await keptPlaces()).find((kept) => kept.id === 'c')).toEqual({
      id: 'c',
      household_id: 'h1',
      parent_id: 'a',
      path: 'Home / Garage',
    });
    await clearOfflineData();
    expect(await keptPlaces()).toEqual([]);
  });
});
