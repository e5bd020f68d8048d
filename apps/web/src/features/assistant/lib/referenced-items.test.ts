import type { ReferencedItem } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { referencedItemsView, REFERENCED_ITEMS_SHOWN } from './referenced-items';

const item = (n: number): ReferencedItem => ({
  id: `i${n}`,
  file_id: null,
  item_name: `Item ${n}`,
  description: null,
  category: 'electronics',
  brand: null,
  condition: 'good',
  location: null,
  estimated_value: n * 10,
  confidence_score: 0.9,
  exists: true,
});

describe('referenced items', () => {
  it('lists up to 5 without a toggle', () => {
    expect(REFERENCED_ITEMS_SHOWN).toBe(5);
    const view = referencedItemsView([1, 2, 3, 4, 5].map(item), false);
    expect(view.visible).toHaveLength(5);
    expect(view.toggleLabel).toBeNull();
  });

  it('shows 5 then "Show more", all then "Show less"', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map(item);
    const collapsed = referencedItemsView(items, false);
    expect(collapsed.visible.map((entry) => entry.id)).toEqual(['i1', 'i2', 'i3', 'i4', 'i5']);
    expect(collapsed.hiddenCount).toBe(2);
    expect(collapsed.toggleLabel).toBe('Show more');
    const expanded = referencedItemsView(items, true);
    expect(expanded.visible).toHaveLength(7);
    expect(expanded.toggleLabel).toBe('Show less');
  });
});
