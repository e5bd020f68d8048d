import { describe, expect, it } from 'vitest';
import {
  branchIds,
  buildTree,
  normalizePlacePath,
  parsePlacePath,
  wouldCycle,
} from './place-tree.js';

const places = [
  { id: 'home', parentId: null, name: 'Home' },
  { id: 'garage', parentId: 'home', name: 'Garage' },
  { id: 'shelf', parentId: 'garage', name: 'Shelf A' },
  { id: 'attic', parentId: 'home', name: 'attic' },
  { id: 'office', parentId: null, name: 'Office' },
];

describe('place paths', () => {
  it('splits a path at " / " and ">" into its places', () => {
    expect(parsePlacePath('Home / Garage / Shelf A')).toEqual(['Home', 'Garage', 'Shelf A']);
    expect(parsePlacePath(' Home>Garage >  Shelf A ')).toEqual(['Home', 'Garage', 'Shelf A']);
    expect(parsePlacePath('Home  /  Garage')).toEqual(['Home', 'Garage']);
  });

  it('keeps a slash without spaces inside a name and drops empty parts', () => {
    expect(parsePlacePath('AC/DC shelf')).toEqual(['AC/DC shelf']);
    expect(parsePlacePath('Home > > Garage')).toEqual(['Home', 'Garage']);
    expect(parsePlacePath('  ')).toEqual([]);
    expect(parsePlacePath(null)).toEqual([]);
  });

  it('writes a path one way', () => {
    expect(normalizePlacePath('Home>Garage')).toBe('Home / Garage');
    expect(normalizePlacePath(' ')).toBeNull();
  });
});

describe('the place tree', () => {
  it('orders parents before children, siblings by name, with paths and depths', () => {
    const tree = buildTree(places);
    expect(tree.map((node) => [node.path, node.depth])).toEqual([
      ['Home', 0],
      ['Home / attic', 1],
      ['Home / Garage', 1],
      ['Home / Garage / Shelf A', 2],
      ['Office', 0],
    ]);
  });

  it('adds up the items and value of a whole branch', () => {
    const stats = new Map([
      ['shelf', { items: 3, value: 120.5 }],
      ['garage', { items: 1, value: 10 }],
      ['office', { items: 2, value: 5 }],
    ]);
    const byId = new Map(buildTree(places, stats).map((node) => [node.place.id, node]));
    expect(byId.get('home')).toMatchObject({ itemCount: 0, totalItemCount: 4, totalValue: 130.5 });
    expect(byId.get('garage')).toMatchObject({ itemCount: 1, totalItemCount: 4, subPlaceCount: 1 });
    expect(byId.get('shelf')).toMatchObject({ totalItemCount: 3, subPlaceCount: 0 });
    expect(byId.get('office')).toMatchObject({ totalItemCount: 2, totalValue: 5 });
  });

  it('finds a branch', () => {
    expect([...branchIds(places, 'garage')].sort()).toEqual(['garage', 'shelf']);
    expect(branchIds(places, 'home').size).toBe(4);
  });

  it('refuses a move into the place itself or below it', () => {
    expect(wouldCycle(places, 'garage', 'garage')).toBe(true);
    expect(wouldCycle(places, 'home', 'shelf')).toBe(true);
    expect(wouldCycle(places, 'garage', 'office')).toBe(false);
    expect(wouldCycle(places, 'shelf', 'home')).toBe(false);
    expect(wouldCycle(places, 'shelf', null)).toBe(false);
  });
});
