import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';
import { inferNumberStyle } from './numbers.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe("the rand's R before an amount", () => {
  it('is a currency marker before an amount with cents, glued or grouped by a space', () => {
    expect(detectCurrency('Braai tongs R89.95\nTOTAL R89.95', 'USD')).toBe('ZAR');
    const till = [
      'TAX INVOICE',
      'Bosch Cordless Drill 18V',
      '  1 x R2 349.00                 R2 349.00',
      'Addis Storage Box 50L',
      '  3 x R159.90                     R479.70',
      'TOTAL (VAT INCL.)               R2 828.70',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Bosch Cordless Drill 18V @ 2349',
      '3 × Addis Storage Box 50L @ 159.9',
    ]);
  });

  it('reads a schedule valued in rand with decimal commas', () => {
    const schedule = [
      'No.  Description                              Qty   Sum insured',
      '1    Nikon Z6 II mirrorless body                1      R31 450,00',
      '2    Garmin Fenix 7 watch                       1       R9 999,00',
      'Total sum insured                                     R41 449,00',
    ];
    expect(items(schedule.join('\n'))).toEqual([
      '1 × Nikon Z6 II mirrorless body @ 31450',
      '1 × Garmin Fenix 7 watch @ 9999',
    ]);
  });

  it('leaves a model name with an R and a figure alone', () => {
    expect(detectCurrency('Canon R5 body 2 499.00 €', 'USD')).toBe('EUR');
    expect(items('Sony RX100 VII camera      1 049,00 €\nSumme 1 049,00 €')).toEqual([
      '1 × Sony RX100 VII camera @ 1049',
    ]);
  });
});

describe('a date written year first', () => {
  it('gives no decimals to the document', () => {
    const till = 'Kettle 4 990\nToaster 12 490\nTotal 17 480\n2025.03.14 09:12';
    expect(inferNumberStyle(till, 'CZK').decimal).toBe(',');
  });

  it('leaves whole amounts grouped by spaces whole', () => {
    const till = [
      'BLOK',
      'Bosch Serie 4 mosogep          189 990 A00',
      'JBL Flip 6 hangszoro            44 990 A00',
      'OSSZESEN:                     234 980 Ft',
      '2025.02.11 17:05  BLOKKSZAM: 0031/00422',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Bosch Serie 4 mosogep @ 189990',
      '1 × JBL Flip 6 hangszoro @ 44990',
    ]);
  });
});
