import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { countsBeforeTotals } from './vat-count-columns.js';

const texts = (lines: string[]) =>
  countsBeforeTotals(lines.map((text) => ({ text }))).map((l) => l.text);

describe('a tax rate and a count between the name and the line total', () => {
  it('reads the count and leaves the rate out of the name', () => {
    const items = extractItems(
      [
        'Drogaria Exemplo Lda',
        'Fatura',
        'DESIGNACAO IVA% QTD VALOR',
        'TINTA BRANCA 5L 23 2.0 31.80',
        'LIXA FINA 23 4.0 3.20',
        'A PAGAR..... 35.00',
        'MULTIBANCO 35.00',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);
    expect(items).toEqual(['2 × TINTA BRANCA 5L @ 15.9', '4 × LIXA FINA @ 0.8']);
  });

  it('needs the header that names both columns, and a rate a tax can have', () => {
    expect(texts(['Produto Preco', 'CORDA 12 3.0 9.90'])).toEqual([
      'Produto Preco',
      'CORDA 12 3.0 9.90',
    ]);
    expect(texts(['Artigo IVA Qtd Total', 'CORDA 45 3.0 9.90', 'PREGOS 6 1.0 2.10'])).toEqual([
      'Artigo IVA Qtd Total',
      'CORDA 45 3.0 9.90',
      '1 PREGOS 2.10',
    ]);
  });
});
