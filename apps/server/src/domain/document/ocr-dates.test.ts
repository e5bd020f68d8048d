import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a till header whose date and time were scanned with a letter O for a zero', () => {
  it('is still the transaction line', () => {
    expect(nonItemKind('Sale   Trans 1234/05/6789   2O/O3/2024 O9:41')).toBe('payment');
    expect(nonItemKind('OXO Good Grips peeler')).toBeNull();
  });

  it('does not open the name of the entry below it', () => {
    const till = [
      '           Electro Depot',
      '-----------------------------------------',
      'Sale   Trans 1234/05/6789   2O/O3/2024 O9:41',
      '  DELL Inspiron 14 Core i5',
      '  8GB 256GB                        £499.00',
      '  HP DeskJet 2720e Printer          £49.99',
      '-----------------------------------------',
      'TOTAL                              £548.99',
    ];
    expect(items(till.join('\n'))[0]).toBe('1 × DELL Inspiron 14 Core i5 @ 499');
  });
});
