import { describe, expect, it } from 'vitest';
import { anItem } from '@/testing/fixtures';
import type { KeptPlace } from '@/lib/offline/kept-places';
import { DEFAULT_FILTERS } from './inventory-query';
import { localInventoryPage } from './local-inventory';
import { inPlaceBranch } from './place-branch';

const place = (id: string, parent: string | null, path: string, household = 'h1'): KeptPlace => ({
  id,
  household_id: household,
  parent_id: parent,
  path,
});
const places = [
  place('home', null, 'Home'),
  place('garage', 'home', 'Home / Garage'),
  place('shelf', 'garage', 'Home / Garage / Shelf A'),
  place('box', 'shelf', 'Home / Garage / Shelf A / Box 1'),
  place('kitchen', 'home', 'Home / Kitchen'),
  place('other-home', null, 'Home', 'h2'),
];
const at = (id: string, placeId: string | null, path: string | null, household = 'h1') =>
  anItem({ id, item_name: id, household_id: household, place_id: placeId, place_path: path });
const items = [
  at('bike', 'garage', 'Home / Garage'),
  at('drill', 'shelf', 'Home / Garage / Shelf A'),
  at('screws', 'box', 'Home / Garage / Shelf A / Box 1'),
  at('kettle', 'kitchen', 'Home / Kitchen'),
  at('loose', null, null),
  at('theirs', 'other-garage', 'Home / Garage', 'h2'),
];

const inBranch = (placeId: string, kept: KeptPlace[] = places) =>
  items.filter(inPlaceBranch(placeId, kept, items)).map((item) => item.id);

describe('inPlaceBranch', () => {
  it('takes in the place and every place below it, at any depth, from the kept tree', () => {
    expect(inBranch('garage')).toEqual(['bike', 'drill', 'screws']);
    expect(inBranch('shelf')).toEqual(['drill', 'screws']);
    expect(inBranch('home')).toEqual(['bike', 'drill', 'screws', 'kettle']);
    expect(inBranch('box')).toEqual(['screws']);
  });

  it("without a kept tree, goes by the paths below the place's own, in its household only", () => {
    expect(inBranch('garage', [])).toEqual(['bike', 'drill', 'screws']);
    expect(inBranch('shelf', [])).toEqual(['drill', 'screws']);
  });

  it('takes in places the kept tree does not know yet through their paths', () => {
    const newer = [...items, at('glue', 'new-tray', 'Home / Garage / Tray')];
    const matches = newer.filter(inPlaceBranch('garage', places, newer)).map((item) => item.id);
    expect(matches).toEqual(['bike', 'drill', 'screws', 'glue']);
  });
});

describe('localInventoryPage with a place filter', () => {
  it('lists the whole branch of the chosen place, as the server does', () => {
    const page = localInventoryPage(
      items,
      { ...DEFAULT_FILTERS, placeId: 'garage', sortBy: 'name', sortOrder: 'asc' },
      0,
      20,
      places,
    );
    expect(page.items.map((item) => item.id)).toEqual(['bike', 'drill', 'screws']);
    expect(page.pagination.total).toBe(3);
  });
});
