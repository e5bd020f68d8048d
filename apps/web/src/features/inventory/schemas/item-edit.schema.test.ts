import type { InventoryItem } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyItemFormValues,
  formValuesToCreate,
  formValuesToUpdate,
  itemEditFormSchema,
  itemToFormValues,
  parseEstimatedValue,
  QUANTITY_MESSAGE,
  VALUE_MESSAGES,
} from './item-edit.schema';

const item = {
  id: 'i1',
  item_name: 'Coffee mug',
  item_description: null,
  item_category: 'kitchenware',
  brand: 'Acme',
  estimated_value: 12.5,
  quantity: 2,
  condition: 'good',
  location: null,
  tags: ['mug', 'ceramic'],
  notes: null,
} as unknown as InventoryItem;

const errorsOf = (changes: Record<string, string>) => {
  const result = itemEditFormSchema.safeParse({ ...itemToFormValues(item), ...changes });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('item form', () => {
  it('reads the value as a number and nothing else', () => {
    expect(parseEstimatedValue('120')).toBe(120);
    expect(parseEstimatedValue('$1,250.50')).toBe(1250.5);
    expect(parseEstimatedValue('abc')).toBeNull();
    expect(parseEstimatedValue('12abc')).toBeNull();
  });

  it('refuses letters, negatives and too-large values with messages that state the limit', () => {
    expect(errorsOf({ estimated_value: 'lots' })).toEqual([
      `estimated_value: ${VALUE_MESSAGES.notNumber}`,
    ]);
    expect(errorsOf({ estimated_value: '-5' })).toEqual([
      `estimated_value: ${VALUE_MESSAGES.negative}`,
    ]);
    expect(errorsOf({ estimated_value: '2000000000' })).toEqual([
      `estimated_value: ${VALUE_MESSAGES.tooLarge}`,
    ]);
    expect(errorsOf({ estimated_value: '' })).toEqual([]);
    expect(errorsOf({ quantity: '0' })).toEqual([`quantity: ${QUANTITY_MESSAGE}`]);
    expect(errorsOf({ quantity: '1.5' })).toEqual([`quantity: ${QUANTITY_MESSAGE}`]);
    expect(errorsOf({ item_name: 'x'.repeat(201) })).toEqual([
      'item_name: Name can be at most 200 characters',
    ]);
    expect(errorsOf({ item_name: '  ' })).toEqual(['item_name: Name is required']);
  });

  it('edits tags as comma-separated text', () => {
    const values = itemToFormValues(item);
    expect(values.tags).toBe('mug, ceramic');
    expect(values.estimated_value).toBe('12.5');
    expect(values.quantity).toBe('2');
    expect(values.condition).toBe('good');
  });

  it('sends every field, blanks as null', () => {
    expect(
      formValuesToUpdate({
        ...itemToFormValues(item),
        brand: '  ',
        estimated_value: '',
        condition: '',
        tags: 'mug, blue',
      }),
    ).toEqual({
      item_name: 'Coffee mug',
      item_description: null,
      item_category: 'kitchenware',
      brand: null,
      estimated_value: null,
      quantity: 2,
      condition: null,
      location: null,
      tags: 'mug, blue',
      notes: null,
      serial_number: null,
      model_number: null,
      purchase_date: null,
      purchase_price: null,
      warranty_until: null,
      custom_fields: [],
    });
  });

  it('creates an item by hand, in a file when given one', () => {
    const values = { ...emptyItemFormValues(), item_name: ' Lamp ', estimated_value: '$40' };
    expect(formValuesToCreate(values, 'f1')).toMatchObject({
      item_name: 'Lamp',
      item_category: 'household items',
      estimated_value: 40,
      quantity: 1,
      source_file_id: 'f1',
    });
    expect(formValuesToCreate(values)).not.toHaveProperty('source_file_id');
  });
});
