import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { joinedDecimal } from './split-decimals.js';

describe('a price with a space misread inside it', () => {
  it('is one amount again at the end of its line', () => {
    expect(joinedDecimal('B 6% IOGURTE AROMAS 4X120G 2 .48')).toBe(
      'B 6% IOGURTE AROMAS 4X120G 2.48',
    );
    expect(joinedDecimal('PAO DE LEITE 6UN 1 , 15')).toBe('PAO DE LEITE 6UN 1,15');
    expect(joinedDecimal('Desconto imediato (-0 ,35)')).toBe('Desconto imediato (-0,35)');
  });

  it('leaves a count before a price of cents alone', () => {
    expect(joinedDecimal('2 x .85')).toBe('2 x .85');
    expect(joinedDecimal('QUEIJO FRESCO 3 @ 1 .40')).toBe('QUEIJO FRESCO 3 @ 1 .40');
    expect(joinedDecimal('CHA VERDE 1.25')).toBe('CHA VERDE 1.25');
  });

  it('prices the item with the whole amount', () => {
    const items = extractItems(
      ['Mercearia Exemplo', 'Artigos', 'SUMO LARANJA 1L 2 .19', 'TOTAL A PAGAR 2,19'].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);
    expect(items).toEqual(['1 × SUMO LARANJA 1L @ 2.19']);
  });
});
