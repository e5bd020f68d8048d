import type { Place } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { branchOf, placeOptions, placeSummary } from './place-options';

const place = (id: string, parent: string | null, path: string) =>
  ({ id, parent_id: parent, path, total_item_count: 0, total_value: 0 }) as Place;
const tree = [
  place('home', null, 'Home'),
  place('garage', 'home', 'Home / Garage'),
  place('shelf', 'garage', 'Home / Garage / Shelf A'),
  place('office', null, 'Office'),
];

describe('place options', () => {
  it('labels places by their path and leaves out a branch', () => {
    expect(placeOptions(tree, { none: 'No place', exclude: branchOf(tree, 'garage') })).toEqual([
      { value: '', label: 'No place' },
      { value: 'home', label: 'Home' },
      { value: 'office', label: 'Office' },
    ]);
  });

  it('finds the whole branch below a place', () => {
    expect([...branchOf(tree, 'home')]).toEqual(['home', 'garage', 'shelf']);
  });

  it('sums up a place', () => {
    const money = (value: number) => `$${value}`;
    expect(placeSummary({ total_item_count: 1, total_value: 0 }, money)).toBe('1 item');
    expect(placeSummary({ total_item_count: 3, total_value: 450 }, money)).toBe('3 items · $450');
  });
});
