import { describe, expect, it } from 'vitest';
import { isDangerousGoodsNote } from './dangerous-goods-notes.js';
import { extractItems } from './extract.js';

describe("a transport declaration under a hazardous good's name", () => {
  it('is known by its UN number, shipping name and hazard class', () => {
    expect(isDangerousGoodsNote('UN 1978 PROPANO, 2.1, (B/D)')).toBe(true);
    expect(isDangerousGoodsNote('UN1263 PAINT, 3, III, (D/E)')).toBe(true);
    expect(isDangerousGoodsNote('UNO CARD GAME 2.50')).toBe(false);
    expect(isDangerousGoodsNote('UN 1978 GARRAFA 9,99')).toBe(false);
  });

  it('gives no item and leaves the good its own price', () => {
    const items = extractItems(
      [
        'Gas Exemplo SA',
        'Fatura FT 3/77',
        'Referencia Produto Total',
        'Qtd. x Preco (IVA)',
        '7700010003 31,40',
        '11 Kg Propano Garrafa',
        'UN 1978 PROPANO, 2.1, (B/D)',
        '1 x 31,40 (23%)',
        'Total Eur 31,40',
        'Multibanco Eur 31,40',
      ].join('\n'),
      { currency: 'EUR' },
    ).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);
    expect(items).toEqual(['1 × 11 Kg Propano Garrafa @ 31.4']);
  });
});
