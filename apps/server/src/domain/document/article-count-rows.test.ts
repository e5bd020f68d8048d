import { describe, expect, it } from 'vitest';
import { withArticleCountRowsRead } from './article-count-rows.js';
import { extractItems } from './extract.js';

const texts = (lines: string[]) =>
  withArticleCountRowsRead(lines.map((text) => ({ text }))).map((l) => l.text);

describe('a number before the count on a row of figures above the name', () => {
  it('takes the count that gives the amount with the unit price', () => {
    const items = extractItems(
      [
        'PAPELARIA EXEMPLO LDA',
        'Factura',
        'Vendedor...Rui Lopes',
        '',
        'Art. Descricao Qde. Pr.Unit.Valliq.Dsc',
        '',
        '7 4.000 1.250 5.00 0%',
        'Envelopes kraft C5',
        '12 20.000 0.450 9.00 0%',
        'Clips metalicos 28mm',
        '',
        'TOTAL DOCUMENTO EURO 14.00',
        'Numerario 20.00',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);
    expect(items).toEqual(['4 × Envelopes kraft C5 @ 1.25', '20 × Clips metalicos 28mm @ 0.45']);
  });

  it('leaves the row alone when the first number is the count or neither is', () => {
    expect(texts(['40 3.000 0.250 10.00 0%'])).toEqual(['40 3.000 0.250 10.00 0%']);
    expect(texts(['5 2.000 1.100 7.70 0%'])).toEqual(['5 2.000 1.100 7.70 0%']);
    expect(texts(['2 2.000 1.100 2.20'])).toEqual(['2 2.000 1.100 2.20']);
    expect(texts(['8 3.000 2,500 7.50 0%'])).toEqual(['8 3.000 2,500 7.50 0%']);
    expect(texts(['8 3 2.500 7.50 0%'])).toEqual(['8 3 2.500 7.50 0%']);
    expect(texts(['8 3.000 2.500 7.50'])).toEqual(['8 3.000 2.500 7.50']);
    expect(texts(['8 3.000 2.500 7.50 5%'])).toEqual(['3 2.500 7.50 5%']);
    expect(texts(['4 3.000 3.00 9.00 0%'])).toEqual(['3 3.00 9.00 0%']);
  });
});
