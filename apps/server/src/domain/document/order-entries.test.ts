import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('entries of an order page', () => {
  it('keeps a figure with K inside a model name in brackets as part of the name', () => {
    expect(
      read([
        'Order #555-0000000-0000001',
        '',
        'Zento Wireless Headset (SoundMax 12K), 40mm drivers',
        'Sold by: Zento Direct',
        'Quantity: 1',
        '$89.99',
        '',
        'Item(s) Subtotal:   $89.99',
      ]),
    ).toEqual([['Zento Wireless Headset', 1, 89.99]]);
  });

  it('reads a pack size written as a count after the name, its count and price below', () => {
    expect(
      read([
        'Your order is confirmed',
        'Vintage Postcards Lot x 20',
        'Condition: Used - Good',
        'Seller: old_paper_shop (2210)',
        'Quantity: 1',
        'Item price: £12.00',
        '',
        'Enamel Mug Set',
        'Condition: New',
        'Seller: mugs-direct (12)',
        'Quantity: 2',
        'Item price: £8.00',
        'Order total   £28.00',
      ]),
    ).toEqual([
      ['Vintage Postcards Lot x 20', 1, 12],
      ['Enamel Mug Set', 2, 8],
    ]);
  });
});
