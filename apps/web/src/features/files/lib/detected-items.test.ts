import { describe, expect, it } from 'vitest';
import { itemCountLabel, moreItemsLabel, splitDetectedItems } from './detected-items';

describe('detected items of a file card', () => {
  it('shows up to 5 in the compact row and counts the rest', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(splitDetectedItems(items)).toEqual({
      visible: ['a', 'b', 'c', 'd', 'e'],
      hiddenCount: 3,
    });
    expect(splitDetectedItems(['a', 'b'])).toEqual({ visible: ['a', 'b'], hiddenCount: 0 });
    expect(splitDetectedItems(items.slice(0, 5)).hiddenCount).toBe(0);
  });

  it('labels the rest "+N more items"', () => {
    expect(moreItemsLabel(3)).toBe('+3 more items');
    expect(moreItemsLabel(1)).toBe('+1 more item');
  });

  it('counts items', () => {
    expect(itemCountLabel(0)).toBe('No items');
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(4)).toBe('4 items');
  });
});
