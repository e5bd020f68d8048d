import type { InventoryItem } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { formValuesToUpdate, itemToFormValues, parseEstimatedValue } from './item-edit.schema';

const item = {
  id: 'i1',
  item_name: 'Coffee mug',
  item_description: null,
  item_category: 'kitchenware',
  brand: 'Acme',
  estimated_value: 12.5,
  condition: 'good',
  location: null,
  tags: ['mug', 'ceramic'],
  notes: null,
} as unknown as InventoryItem;

describe('item editor', () => {
  it('parses the estimated value as a number; non-numeric becomes 0', () => {
    expect(parseEstimatedValue('120')).toBe(120);
    expect(parseEstimatedValue('$1,250.50')).toBe(1250.5);
    expect(parseEstimatedValue('abc')).toBe(0);
    expect(parseEstimatedValue('-5')).toBe(0);
  });

  it('edits tags as comma-separated text', () => {
    const values = itemToFormValues(item);
    expect(values.tags).toBe('mug, ceramic');
    expect(values.estimated_value).toBe('12.5');
    expect(values.condition).toBe('good');
  });

  it('sends every field, blanks as null', () => {
    expect(
      formValuesToUpdate({
        ...itemToFormValues(item),
        brand: '  ',
        estimated_value: 'lots',
        condition: '',
        tags: 'mug, blue',
      }),
    ).toEqual({
      item_name: 'Coffee mug',
      item_description: null,
      item_category: 'kitchenware',
      brand: null,
      estimated_value: 0,
      condition: null,
      location: null,
      tags: 'mug, blue',
      notes: null,
    });
  });
});
