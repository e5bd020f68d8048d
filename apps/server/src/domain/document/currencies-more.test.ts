import { describe, expect, it } from 'vitest';
import { scanNumbers } from './amounts.js';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';

const dot = { decimal: '.', zeroDecimal: false } as const;
const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('more currencies and the Nordic and Polish tills that print none', () => {
  it('knows złoty, dirham and other codes and symbols', () => {
    expect(detectCurrency('Odkurzacz 1 299,00 zł', 'USD')).toBe('PLN');
    expect(detectCurrency('Air fryer AED 349.00', 'USD')).toBe('AED');
    expect(detectCurrency('Rice cooker S$ 89.90', 'USD')).toBe('SGD');
    expect(detectCurrency('Kettle 1 290 Kč', 'USD')).toBe('CZK');
  });

  it('tells the country from the till words when no currency is printed', () => {
    expect(detectCurrency('Kaffe 54,90\nAtt betala 54,90\nVarav moms 10,98', 'USD')).toBe('SEK');
    expect(detectCurrency('Kaffe 54,90\nÅ betale 54,90\nHerav mva 10,98', 'USD')).toBe('NOK');
    expect(detectCurrency('Kaffe 54,90\nAt betale 54,90\nHeraf moms 10,98', 'USD')).toBe('DKK');
    expect(detectCurrency('Kawa 24,90\nSuma PTU 4,66\nRazem 24,90', 'USD')).toBe('PLN');
  });

  it('gives a code between a count and an amount to the amount', () => {
    const [count, amount] = scanNumbers('Blender 2 AED 199.00', dot);
    expect(count).toMatchObject({ value: 2, currency: null });
    expect(amount).toMatchObject({ value: 199, currency: 'AED' });
  });

  it('reads a count of pieces before a unit price, and a price after a size', () => {
    const text = ['KVITTO', 'Ljus kronljus vita', '8 st à 4,95    39,60', 'Att betala 39,60'];
    expect(items(text.join('\n'))).toEqual(['8 × Ljus kronljus vita @ 4.95']);
    const polish = [
      'PARAGON FISKALNY',
      'Suszarka Bosch 1 x 1 249,00 zł 1 249,00',
      'Razem 1 249,00',
    ];
    expect(items(polish.join('\n'))).toEqual(['1 × Suszarka Bosch @ 1249']);
  });

  it('reads a schedule of valuables written in Portuguese or Swedish blocks', () => {
    const pt = [
      'Relação de bens de valor',
      'Bem: Câmara Nikon Z6 II',
      'N.º de série: 3012345',
      'Valor de avaliação: 1.450,00 €',
      'Bem: Colar de pérolas cultivadas',
      'Descrição: fecho em ouro 18k',
      'Valor de avaliação: 980,00 €',
    ];
    expect(items(pt.join('\n'))).toEqual([
      '1 × Câmara Nikon Z6 II @ 1450',
      '1 × Colar de pérolas cultivadas @ 980',
    ]);
    const sv = [
      'Värdeföremål',
      'Föremål: Armbandsur Tissot PRX',
      'Serienummer: T137410',
      'Värde: 6 200 kr',
      'Föremål: Cykel Crescent elcykel',
      'Skick: bra',
      'Värde: 18 500 kr',
    ];
    expect(extractItems(sv.join('\n')).items.map((i) => [i.name, i.value, i.serial])).toEqual([
      ['Armbandsur Tissot PRX', 6200, 'T137410'],
      ['Cykel Crescent elcykel', 18500, null],
    ]);
  });
});
