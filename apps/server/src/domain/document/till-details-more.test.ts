import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a Brazilian NFC-e entry', () => {
  it('drops the row number and barcode, and keeps a second name line under the barcode', () => {
    const till = [
      '001 7890000011112 DETERGENTE LIQUIDO YPE 500ML',
      '    3 UN x 2,79                            8,37',
      '002 7890000022229 AMACIANTE DOWNY BRISA',
      '    FRASCO 2L',
      '    1 UN x 24,90                          24,90',
      'Valor total R$                            33,27',
      'Valor a Pagar R$                          33,27',
    ];
    expect(items(till.join('\n'))).toEqual([
      '3 × DETERGENTE LIQUIDO YPE 500ML @ 2.79',
      '1 × AMACIANTE DOWNY BRISA FRASCO 2L @ 24.9',
    ]);
  });
});

describe("a Canadian till's tax flags", () => {
  it('reads "G" after a price as the GST flag, not grams', () => {
    const till = [
      'TYLENOL EXTRA STRENGTH 500MG 100CT     14.49 G',
      'KLEENEX ULTRA SOFT 3PK                  8.99 GP',
      'SUBTOTAL                               23.48',
      'TOTAL                                  24.65',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × TYLENOL EXTRA STRENGTH 500MG 100CT @ 14.49',
      '1 × KLEENEX ULTRA SOFT 3PK @ 8.99',
    ]);
  });
});

describe('Khmer and Amharic tills, and two currencies', () => {
  it('know the totals, VAT, what was received, the exchange rate and the taxable sum', () => {
    expect(nonItemKind('សរុបរួម / Grand Total (KHR)')).toBe('total');
    expect(nonItemKind('ទទួលប្រាក់ / Received (Wing)')).toBe('payment');
    expect(nonItemKind('អត្រាប្តូរប្រាក់ / Exchange rate')).toBe('meta');
    expect(nonItemKind('Exchange rate')).toBe('meta');
    expect(nonItemKind('Tipo de cambio')).toBe('meta');
    expect(nonItemKind('TXBL 2')).toBe('subtotal');
    expect(nonItemKind('ጠቅላላ ድምር')).toBe('total');
  });

  it('read a dual-currency till without its rate or payment lines', () => {
    const till = [
      'Description                    Qty   Price   Amount',
      'Xiaomi Redmi Note 13 128GB       1  199.00   199.00',
      'Tempered glass                   2    2.50     5.00',
      'សរុបរួម / Grand Total (USD)                  $204.00',
      'អត្រាប្តូរប្រាក់ / Exchange rate    1 USD = 4,100 KHR',
      'សរុបរួម / Grand Total (KHR)                 836,400 ៛',
      'ទទួលប្រាក់ / Received (Wing)                 $204.00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Xiaomi Redmi Note 13 128GB @ 199',
      '2 × Tempered glass @ 2.5',
    ]);
  });
});
