import { describe, expect, it } from 'vitest';
import { withDiscountedUnitRowsRead } from './discounted-unit-rows.js';
import { extractItems } from './extract.js';

const texts = (lines: string[]) =>
  withDiscountedUnitRowsRead(lines.map((text) => ({ text }))).map((l) => l.text);

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'EUR' }).items.map(
    (i) => `${i.quantity} × ${i.name} @ ${i.value}`,
  );

describe('a count, a unit price, a tax rate and the discounted amount under the name', () => {
  it('keeps the printed unit price, not the amount after the discount', () => {
    expect(
      read([
        'Drogaria Exemplo, Lda.',
        'FATURA SIMPLIFICADA',
        'Quant P.U. Desc IVA Parç',
        'LIXA AGUA GRAO 120',
        '4 0.600 23% 1.80',
        'FITA CREPE 25MM',
        '1 2.350 23% 2.35',
        'Sub-total 4.15',
        'TOTAL 4.15',
      ]),
    ).toEqual(['4 × LIXA AGUA GRAO 120 @ 0.6', '1 × FITA CREPE 25MM @ 2.35']);
  });

  it('reads an amount that lost its decimal point as the unit price times the count', () => {
    expect(
      read([
        'Drogaria Exemplo, Lda.',
        'FATURA SIMPLIFICADA',
        'Quant P.U. Desc IVA Parç',
        'PINCEL CHATO 50MM',
        '1 1.450 23% 109',
        'LUVAS LATEX M',
        '3 0.800 23% 1.80',
        'TOTAL 2.89',
      ]),
    ).toEqual(['1 × PINCEL CHATO 50MM @ 1.45', '3 × LUVAS LATEX M @ 0.8']);
  });

  it('leaves a row alone when its amount is above the count times the unit price', () => {
    expect(texts(['2 3.100 23% 7.40'])).toEqual(['2 3.100 23% 7.40']);
    expect(texts(['1 4.200 6% 3'])).toEqual(['1 4.200 6% 3']);
    expect(texts(['2 1.500 23% 2,70'])).toEqual(['2 1.500 23% 2,70']);
    expect(texts(['3 1.200 23% 3.60'])).toEqual(['3 1.200 23% 3.60']);
    expect(texts(['5 0,250 13% 1,00'])).toEqual(['5 x 0,250 1,25']);
  });
});
