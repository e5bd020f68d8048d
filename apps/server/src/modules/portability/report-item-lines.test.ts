import { describe, expect, it } from 'vitest';
import type { ItemWithSource } from '../inventory/index.js';
import { itemDetailLines } from './report-item-lines.js';

const item = (more: Record<string, unknown>) =>
  ({
    itemName: 'Drill',
    itemCategory: 'tools',
    brand: 'DeWalt',
    condition: 'good',
    quantity: 1,
    location: 'Shelf A',
    placeId: 'p3',
    placePath: 'Home / Garage / Shelf A',
    assetId: '000-142',
    notes: null,
    serialNumber: 'SN-9',
    modelNumber: 'DCD777',
    purchaseDate: '2024-03-14',
    purchasePrice: 129.5,
    warrantyUntil: '2027-01-31',
    customFields: [{ name: 'Colour', value: 'yellow' }],
    ...more,
  }) as unknown as ItemWithSource;

describe('itemDetailLines', () => {
  it("prints the place's whole path, the asset id and every record field", () => {
    expect(itemDetailLines(item({}), 'USD')).toEqual([
      'Tools  ·  Brand: DeWalt  ·  Model: DCD777',
      'Asset ID: 000-142  ·  Serial: SN-9  ·  Condition: Good  ·  Quantity: 1',
      'Place: Home / Garage / Shelf A',
      'Bought 14 March 2024, paid $129.50  ·  Warranty until 31 January 2027',
      'Colour: yellow',
    ]);
  });

  it('falls back to the location text, the numbers in the notes, and leaves empty lines out', () => {
    const lines = itemDetailLines(
      item({
        placeId: null,
        placePath: null,
        location: 'Attic',
        assetId: null,
        brand: null,
        condition: null,
        serialNumber: null,
        modelNumber: null,
        notes: 'Model: X1\nS/N 77',
        purchaseDate: null,
        purchasePrice: null,
        warrantyUntil: null,
        customFields: [],
      }),
      'USD',
    );
    expect(lines).toEqual(['Tools  ·  Model: X1', 'Serial: 77  ·  Quantity: 1', 'Place: Attic']);
    expect(itemDetailLines(item({ placeId: null, location: null }), 'USD')).toContain(
      'Place: not given',
    );
  });
});
