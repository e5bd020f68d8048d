import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe("a till's pieces in Spanish, Greek, Croatian, Lithuanian and Cyrillic", () => {
  it('reads "2 PZA @ $450.00" under its entry as the entry\'s count, no item', () => {
    const till = [
      'TIENDA DEPARTAMENTAL',
      '------------------------------',
      '  1   SKU 2040011122',
      '      CAFETERA OSTER 12 TAZAS $900.00',
      '      2 PZA @ $450.00',
      '  1   SKU 2040033344',
      '      LAMPARA DE MESA BLANCA $399.00',
      '------------------------------',
      'TOTAL                  $1,299.00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '2 × CAFETERA OSTER 12 TAZAS @ 450',
      '1 × LAMPARA DE MESA BLANCA @ 399',
    ]);
  });

  it('reads "(4,50 € /τεμ.)" under its entry as the unit price, no item', () => {
    const bill = [
      'ΠΟΣ.  ΠΕΡΙΓΡΑΦΗ                    ΑΞΙΑ',
      '2 x  Club Sandwich                  9,00 €',
      '       (4,50 € /τεμ.)',
      '1 x  Σουβλάκι χοιρινό 3 τεμ.         7,50 €',
      '3 x  Freddo Cappuccino              9,60 €',
      '       (3,20 € /τεμ.)',
      '-------------------------------------------',
      'ΣΥΝΟΛΟ                             26,10 €',
    ];
    expect(items(bill.join('\n'))).toEqual([
      '2 × Club Sandwich @ 4.5',
      '1 × Σουβλάκι χοιρινό 3 τεμ @ 7.5',
      '3 × Freddo Cappuccino @ 3.2',
    ]);
  });
});
