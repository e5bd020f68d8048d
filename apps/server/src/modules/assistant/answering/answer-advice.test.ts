import { describe, expect, it } from 'vitest';
import type { FactItem } from '../inventory-facts.js';
import { heldTwice, pickToSell } from './answer-advice.js';
import { factItem } from './fact-item.fixture.js';

const item = (name: string, value: number, condition = 'good', quantity = 1): FactItem =>
  factItem(name, { category: 'electronics', condition, estimated_value: value, quantity });

describe('pickToSell', () => {
  const items = [
    item('Laptop', 2000),
    item('Old chair', 50, 'poor'),
    item('Spare monitor', 300),
    item('Guitar', 700, 'fair'),
  ];
  it('takes duplicates and worn items first, until the amount is reached', () => {
    const picked = pickToSell(items, new Set(['spare monitor']), 900);
    expect(picked.map((entry) => entry.item_name)).toEqual(['Spare monitor', 'Guitar']);
  });
  it('adds the most valuable items when worn ones are not enough', () => {
    const picked = pickToSell(items, new Set(), 2500);
    expect(picked.map((entry) => entry.item_name)).toEqual(['Guitar', 'Old chair', 'Laptop']);
  });
  it('makes up the rest with the cheapest thing that covers it, not the best piece', () => {
    const heirloom = [...items, item('Gold necklace', 60000), item('Tablet', 400)];
    const picked = pickToSell(heirloom, new Set(), 1000);
    expect(picked.map((entry) => entry.item_name)).toEqual([
      'Guitar',
      'Old chair',
      'Spare monitor',
    ]);
  });
});

describe('heldTwice', () => {
  it('finds items with a quantity above one or sharing a name with another item', () => {
    const items = [item('Chair', 50, 'good', 6), item('Lamp', 20), item('Mug', 5), item('Mug', 5)];
    expect(heldTwice(items, new Set(['mug'])).map((entry) => entry.item_name)).toEqual([
      'Chair',
      'Mug',
      'Mug',
    ]);
  });
});
