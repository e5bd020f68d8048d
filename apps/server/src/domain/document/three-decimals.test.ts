import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { inferNumberStyle, parseNumber } from './numbers.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('currencies with three decimals', () => {
  it('read "379,000" and "1 549,000" as dinars, not thousands', () => {
    const style = inferNumberStyle('Total 1 549,000 DT\nTVA 247,000 DT', 'TND');
    expect(style.decimal).toBe(',');
    expect(parseNumber('379,000', style)).toBe(379);
    expect(parseNumber('1 549,000', style)).toBe(1549);
    expect(parseNumber('12,500', style)).toBe(12.5);
    const dotted = inferNumberStyle('Total 89.990 KWD', 'KWD');
    expect(parseNumber('89.990', dotted)).toBe(89.99);
    expect(parseNumber('1,204.500', dotted)).toBe(1204.5);
  });

  it('read a Tunisian till that names its dinar only in its total', () => {
    const till = [
      'Désignation           Qté    P.U. TTC       Total',
      '-------------------------------------------------',
      'Climatiseur 12000 BTU Inverter',
      '                        1   1 290,000   1 290,000',
      'Ventilateur sur pied 45W',
      '                        3      65,500     196,500',
      '-------------------------------------------------',
      'NET À PAYER (DT)                        1 486,500',
      'Espèces                                 1 500,000',
      'Rendu                                      13,500',
    ];
    const read = extractItems(till.join('\n'));
    expect(read.currency).toBe('TND');
    expect(items(till.join('\n'))).toEqual([
      '1 × Climatiseur 12000 BTU Inverter @ 1290',
      '3 × Ventilateur sur pied 45W @ 65.5',
    ]);
  });

  it('know the dinar by its code after an amount', () => {
    const order = ['Wall clock   1   18.750 OMR', 'Desk lamp   2   9.250 OMR', 'Total 37.250 OMR'];
    expect(items(order.join('\n'))).toEqual(['1 × Wall clock @ 18.75', '2 × Desk lamp @ 9.25']);
  });
});
