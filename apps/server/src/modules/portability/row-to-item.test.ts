import { describe, expect, it } from 'vitest';
import { conditionOf, placePathOf, rowToItem } from './row-to-item.js';
import { detectDelimiter, readTable } from './read-table.js';

describe('rowToItem', () => {
  const roles = ['name', 'value', 'quantity', 'category', 'tags', 'insured'] as const;

  it('reads amounts written the European and the English way, and in scientific notation', () => {
    const value = (text: string) => {
      const outcome = rowToItem(['Lamp', text], ['name', 'value']);
      return 'item' in outcome ? outcome.item.estimatedValue : outcome;
    };
    expect(value('1.299,50')).toBe(1299.5);
    expect(value('$1,299.50')).toBe(1299.5);
    expect(value('249,90')).toBe(249.9);
    expect(value('1.299')).toBe(1299);
    expect(value('1.5E+03')).toBe(1500);
    expect(value('2e3')).toBe(2000);
    expect(value('1,5E+03')).toBe(1500);
    expect(value('-5')).toEqual({ error: 'The value "-5" is not an amount.' });
    expect(value('n/a')).toEqual({ error: 'The value "n/a" is not an amount.' });
    expect(value('2e12')).toEqual({ error: 'The value 2e12 is too large.' });
  });

  it("converts amounts in another currency into the deployment's, keeping them as written", () => {
    const amount = (text: string, valueCurrency: string | null = null, currency = 'USD') => {
      const outcome = rowToItem(['Lamp', text], ['name', 'value'], { currency, valueCurrency });
      return 'item' in outcome
        ? [outcome.item.estimatedValue, outcome.item.originalValue, outcome.item.originalCurrency]
        : outcome;
    };
    // 100 EUR at the reference rates (1 EUR = 1.105 USD).
    expect(amount('100', 'EUR')).toEqual([110.5, 100, 'EUR']);
    expect(amount('1.299,50 €')).toEqual([1435.95, 1299.5, 'EUR']);
    expect(amount("CHF 1'250.00")).toEqual([1491.63, 1250, 'CHF']);
    // The cell's own currency wins over the column's.
    expect(amount('£10', 'EUR')).toEqual([12.72, 10, 'GBP']);
    expect(amount('100', 'USD')).toEqual([100, null, null]);
    expect(amount('100', 'EUR', 'EUR')).toEqual([100, null, null]);
    // A bare dollar is the deployment's own dollar.
    expect(amount('$100', null, 'CAD')).toEqual([100, null, null]);
    expect(amount('Rp 19.500', null, 'IDR')).toEqual([19500, null, null]);
  });

  it('maps free-text categories onto the fixed list, keeping the original as a tag', () => {
    const category = (name: string, text: string) => {
      const outcome = rowToItem([name, '', '', text], roles);
      return 'item' in outcome ? [outcome.item.itemCategory, outcome.item.tags] : null;
    };
    expect(category('Thing', 'Electronics')).toEqual(['electronics', []]);
    expect(category('Thing', 'Food & perishables')).toEqual(['chemical_perishable', []]);
    expect(category('Pan', 'Kitchen')).toEqual(['kitchenware', ['Kitchen']]);
    expect(category('Pan', 'Kitchenware')).toEqual(['kitchenware', []]);
    expect(category('Thing', 'Küche')).toEqual(['kitchenware', ['Küche']]);
    expect(category('Thing', 'Camping gear')).toEqual(['collectibles', ['Camping gear']]);
    expect(category('Hammer', 'Stuff from grandma')).toEqual(['tools', ['Stuff from grandma']]);
    expect(category('Hammer', '')).toEqual(['tools', []]);
    expect(category('Qwxyz', '')).toEqual(['household items', []]);
  });

  it('splits tags, marks insured items and skips blank rows', () => {
    expect(rowToItem(['Ring', '', '', '', 'gold, gift|family', 'yes'], roles)).toMatchObject({
      item: { tags: ['gold', 'gift', 'family', 'insured'] },
    });
    expect(rowToItem(['', ' ', ''], roles)).toEqual({ blank: true });
  });

  it('rejects rows without a usable name or quantity', () => {
    expect(rowToItem(['x'.repeat(201)], ['name'])).toEqual({
      error: 'The item name is longer than 200 characters.',
    });
    expect(rowToItem(['Box', '', '0'], roles)).toMatchObject({
      error: expect.stringContaining('"0"'),
    });
    expect(rowToItem(['Box', '', '2.5'], roles)).toMatchObject({ error: expect.any(String) });
    expect(rowToItem(['Box', '', '3'], roles)).toMatchObject({ item: { quantity: 3 } });
  });

  it('takes the first line of the description when there is no name column', () => {
    expect(rowToItem(['Blue kettle\nbought 2020'], ['description'])).toMatchObject({
      item: { itemName: 'Blue kettle', itemDescription: 'Blue kettle\nbought 2020' },
    });
  });
});

describe('placePathOf and conditionOf', () => {
  it('keeps every place of a nested location as a branch', () => {
    expect(placePathOf('Home / Garage / Shelf A')).toBe('Home / Garage / Shelf A');
    expect(placePathOf('House > Upstairs>Office')).toBe('House / Upstairs / Office');
    expect(placePathOf('Home/Garage')).toBe('Home / Garage');
    expect(placePathOf('Kitchen')).toBe('Kitchen');
    expect(placePathOf(' / ')).toBeNull();
  });

  it('reads conditions in several languages', () => {
    expect(conditionOf('Neu')).toBe('new');
    expect(conditionOf('sehr gut')).toBe('excellent');
    expect(conditionOf('bon')).toBe('good');
    expect(conditionOf('Fair')).toBe('fair');
    expect(conditionOf('slecht')).toBe('poor');
    expect(conditionOf('vintage')).toBeNull();
  });

  it('reads the condition phrases documents use, keeping its own grade where a sheet differs', () => {
    expect(conditionOf('Needs repair')).toBe('poor');
    expect(conditionOf('light wear')).toBe('good');
    expect(conditionOf('as new')).toBe('excellent');
    expect(conditionOf('Used')).toBe('good');
  });
});

describe('readTable', () => {
  it('detects the separator from the header line', () => {
    expect(detectDelimiter('a;b;c\n1;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\n1\t2')).toBe('\t');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(detectDelimiter('name\n')).toBe(',');
  });

  it('reads Windows-1252 files and quoted line breaks', () => {
    const latin = Buffer.from('Name;Preis\r\nK\xfcchenwaage;12\r\n', 'latin1');
    expect(readTable(latin, 10)).toEqual({
      headers: ['Name', 'Preis'],
      rows: [['Küchenwaage', '12']],
    });
    const quoted = Buffer.from('\uFEFFname,notes\n"Lamp","two\nlines"\n');
    expect(readTable(quoted, 10).rows).toEqual([['Lamp', 'two\nlines']]);
  });

  it('refuses empty, binary and oversized files', () => {
    expect(() => readTable(Buffer.from('\n'), 10)).toThrow(/empty/);
    expect(() => readTable(Buffer.from([0x50, 0x4b, 0, 0]), 10)).toThrow(/not a CSV/);
    expect(() => readTable(Buffer.from('a\n1\n2\n3\n'), 2)).toThrow(/more than 2 rows/);
  });
});

describe('record columns', () => {
  const headers = [
    'name',
    'value',
    'purchase_price',
    'purchase_date',
    'serial_number',
    'model_number',
    'custom_fields',
  ];
  const roles = [
    'name',
    'value',
    'purchase_price',
    'purchase_date',
    'serial',
    'model',
    'custom_field',
  ] as const;

  it('reads serial, model, purchase and own fields into their places, not the notes', () => {
    const outcome = rowToItem(
      ['Camera', '600', '899.00', '03/14/2024', 'SN-1', 'X-T5', 'Lens: 18-55\nColour: silver'],
      roles,
      { headers },
    );
    expect(outcome).toMatchObject({
      item: {
        estimatedValue: 600,
        purchasePrice: 899,
        purchaseDate: '2024-03-14',
        serialNumber: 'SN-1',
        modelNumber: 'X-T5',
        notes: null,
        customFields: [
          { name: 'Lens', value: '18-55' },
          { name: 'Colour', value: 'silver' },
        ],
      },
    });
  });

  it('takes the purchase price as the value when the row has no other', () => {
    const outcome = rowToItem(['Camera', '', '899.00'], roles.slice(0, 3), { headers });
    expect(outcome).toMatchObject({ item: { estimatedValue: 899, purchasePrice: 899 } });
  });

  it('names an unreadable purchase price or date', () => {
    expect(rowToItem(['Camera', '', 'n/a'], roles.slice(0, 3))).toEqual({
      error: 'The purchase price "n/a" is not an amount.',
    });
    expect(rowToItem(['Camera', '', '', 'last year'], roles.slice(0, 4))).toEqual({
      error: 'The purchase date "last year" is not a date.',
    });
  });
});
