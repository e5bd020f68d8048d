import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOMEBOX_TAG_SEPARATOR, homeboxRoles, isHomeboxHeader } from './homebox.js';
import { readTable } from './read-table.js';
import { rowToItem } from './row-to-item.js';

const fixture = readFileSync(
  new URL('../../../test/fixtures/imports/homebox-export.csv', import.meta.url),
);

describe('Homebox mapping', () => {
  it('recognises a Homebox export by its HB.name column', () => {
    expect(isHomeboxHeader(['HB.import_ref', 'HB.name'])).toBe(true);
    expect(isHomeboxHeader(['name', 'price'])).toBe(false);
  });

  it('maps the HB.* columns and leaves the others out', () => {
    expect(
      homeboxRoles([
        'HB.name',
        'HB.location',
        'HB.labels',
        'HB.manufacturer',
        'HB.model_number',
        'HB.serial_number',
        'HB.purchase_price',
        'HB.purchase_time',
        'HB.warranty_expires',
        'HB.insured',
        'HB.import_ref',
        'HB.asset_id',
        'HB.sold_price',
        'HB.field.Colour',
      ]),
    ).toEqual([
      'name',
      'location',
      'tags',
      'brand',
      'model',
      'serial',
      'purchase_price',
      'purchase_date',
      'warranty_until',
      'insured',
      'import_ref',
      'asset_id',
      'ignore',
      'custom_field',
    ]);
  });

  it('turns each row of an export into the item a Homebox user expects', () => {
    const table = readTable(fixture, 100);
    const roles = homeboxRoles(table.headers);
    const outcomes = table.rows.map((row) =>
      rowToItem(row, roles, { tagSeparators: HOMEBOX_TAG_SEPARATOR }),
    );
    expect(outcomes[0]).toEqual({
      item: {
        itemName: 'Cordless drill',
        itemDescription: '18V drill with two batteries',
        itemCategory: 'tools',
        brand: 'DeWalt',
        condition: null,
        estimatedValue: 129.99,
        originalValue: null,
        originalCurrency: null,
        quantity: 1,
        location: 'Home / Garage',
        tags: ['Tools', 'Power tools', 'insured'],
        notes: 'Keep charged',
        perishable: false,
        importRef: 'ref-drill',
        // Homebox numbers labels as Circle does: the id is kept where the household has none such.
        assetId: '000-001',
        fingerprint: expect.any(String),
        serialNumber: 'SN-998877',
        modelNumber: 'DCD791',
        purchaseDate: '2023-04-01',
        purchasePrice: 129.99,
        warrantyUntil: null,
        customFields: [],
      },
    });
    expect(outcomes[1]).toMatchObject({
      item: {
        itemName: 'Television',
        estimatedValue: 1499,
        itemDescription: '55" OLED, wall mounted',
      },
    });
    expect(outcomes[2]).toMatchObject({
      item: {
        location: 'Home / Kitchen / Cupboard',
        quantity: 6,
        tags: ['Kitchen'],
        itemCategory: 'kitchenware',
      },
    });
    expect(outcomes[3]).toEqual({
      error: 'The quantity "lots" is not a whole number from 1 to 100000.',
    });
    expect(outcomes[4]).toEqual({ error: 'The row has no item name.' });
  });

  it('takes the category from the first label that names one, over the name', () => {
    const roles = homeboxRoles(['HB.name', 'HB.labels']);
    const category = (name: string, labels: string) => {
      const outcome = rowToItem([name, labels], roles, { tagSeparators: HOMEBOX_TAG_SEPARATOR });
      return 'item' in outcome ? [outcome.item.itemCategory, outcome.item.tags] : outcome;
    };
    expect(category('Camera bag', 'Gift; Electronics')).toEqual([
      'electronics',
      ['Gift', 'Electronics'],
    ]);
    expect(category('Widget', 'Kitchen')).toEqual(['kitchenware', ['Kitchen']]);
    expect(category('Hammer', 'Gift')).toEqual(['tools', ['Gift']]);
    expect(category('Widget', '')).toEqual(['household items', []]);
  });

  it("keeps the warranty date and the HB.field.* columns as the item's own fields", () => {
    const headers = ['HB.name', 'HB.warranty_expires', 'HB.field.Frame size', 'HB.field.Colour'];
    const outcome = rowToItem(['Road bike', '2027-05-31', '56 cm', ''], homeboxRoles(headers), {
      tagSeparators: HOMEBOX_TAG_SEPARATOR,
      headers,
    });
    expect(outcome).toMatchObject({
      item: { warrantyUntil: '2027-05-31', customFields: [{ name: 'Frame size', value: '56 cm' }] },
    });
    expect(
      rowToItem(['Road bike', 'soon'], homeboxRoles(headers.slice(0, 2)), {
        tagSeparators: HOMEBOX_TAG_SEPARATOR,
      }),
    ).toEqual({ error: 'The warranty date "soon" is not a date.' });
  });

  it('reads the older tab-separated export the same way', () => {
    const tsv = Buffer.from(fixture.toString('utf8').replace(/,/g, '\t'));
    const table = readTable(tsv, 100);
    expect(table.headers).toContain('HB.name');
  });
});
