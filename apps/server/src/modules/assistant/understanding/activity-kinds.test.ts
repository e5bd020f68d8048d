import { describe, expect, it } from 'vitest';
import { isOfKind, kindNamed } from './kinds.js';

const item = (item_name: string, tags: string[] = [], brand: string | null = null) => ({
  item_name,
  brand,
  category: 'household items',
  tags,
});

describe('kinds named by use', () => {
  it('reads the words people use for what things are for', () => {
    expect(kindNamed('camping gear')).toBe('camping');
    expect(kindNamed('for the dog')).toBe('pet');
    expect(kindNamed('needs charging')).toBe('rechargeable');
    expect(kindNamed('sports equipment')).toBe('sport');
  });

  it('finds the things of each use by their names, tags or makers', () => {
    expect(isOfKind(item('Vango Sleeping Bag'), 'camping')).toBe(true);
    expect(isOfKind(item('Shimano Reel'), 'fishing')).toBe(true);
    expect(isOfKind(item('Curtain Rod'), 'fishing')).toBe(false);
    expect(isOfKind(item('Guinea Pig Hutch'), 'pet')).toBe(true);
    expect(isOfKind(item('Silver Cross Pram'), 'baby')).toBe(true);
    expect(isOfKind(item('Samsonite Suitcase'), 'travel')).toBe(true);
    expect(isOfKind(item('Pixel Phone'), 'rechargeable')).toBe(true);
    expect(isOfKind(item('Intuos Pro', [], 'Wacom'), 'drawing')).toBe(true);
    expect(isOfKind(item('Manfrotto Tripod'), 'photography')).toBe(true);
    expect(isOfKind(item('USB Flash Drive'), 'photography')).toBe(false);
    expect(isOfKind(item('Concept2 Rower'), 'fitness')).toBe(true);
    expect(isOfKind(item('Yoga Mat'), 'sport')).toBe(true);
    expect(isOfKind(item('Old Jersey', ['rugby']), 'sport')).toBe(true);
  });

  it('knows what needs charging by watches, trackers and massage guns and their makers', () => {
    expect(isOfKind(item('Vivoactive 5', [], 'Garmin'), 'rechargeable')).toBe(true);
    expect(isOfKind(item('Charge 6', [], 'Fitbit'), 'rechargeable')).toBe(true);
    expect(isOfKind(item('Hypervolt Massage Gun'), 'rechargeable')).toBe(true);
    expect(isOfKind(item('Forerunner 55'), 'rechargeable')).toBe(true);
    expect(isOfKind(item('Mechanical Pocket Watch'), 'rechargeable')).toBe(false);
  });
});
