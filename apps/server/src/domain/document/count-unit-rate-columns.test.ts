import { describe, expect, it } from 'vitest';
import { countUnitRateRows } from './count-unit-rate-columns.js';
import { extractItems } from './extract.js';

const texts = (lines: string[]) =>
  countUnitRateRows(lines.map((text) => ({ text }))).map((l) => l.text);

describe('a count, a unit price, the amount and a tax rate after the name', () => {
  it('reads the count and the unit price, three decimals or two', () => {
    const items = extractItems(
      [
        'Ferragens Exemplo Lda',
        'Fatura FT 7/118',
        'Artigo Descricao   Qtd  P.Unit.  Valor  IVA',
        'DOBRADICA LATAO 40MM   4   3.450   13.80   23',
        'BUCHA NYLON 8MM   2   0.75   1.50   23',
        'Total 15.30',
        'Numerario 20.00',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);
    expect(items).toEqual(['4 × DOBRADICA LATAO 40MM @ 3.45', '2 × BUCHA NYLON 8MM @ 0.75']);
  });

  it('keeps the figures when the count times the unit price is not the amount', () => {
    expect(texts(['FILTRO CAFE 102 4 80 2.10 6.00 13'])).toEqual([
      'FILTRO CAFE 102 4 80 2.10 6.00 13',
    ]);
    expect(texts(['PARAFUSO INOX 5 1,20 6,00 45'])).toEqual(['PARAFUSO INOX 5 1,20 6,00 45']);
    expect(texts(['CABO USB-C 2 4,995 9,99 21'])).toEqual(['CABO USB-C 2 x 4,995 9,99']);
  });
});
