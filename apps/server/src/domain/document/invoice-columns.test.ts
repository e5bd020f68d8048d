import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) => extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);

describe('invoice columns and tax lines', () => {
  it('reads a Czech invoice by its header: code, name, count, net unit price', () => {
    const invoice = [
      'FAKTURA č. 7700123',
      'Kód      Název                                   Počet Cena/MJ bez DPH   DPH Celkem bez DPH   Celkem s DPH',
      'KB-221   Rychlovarná konvice Sencor, bílá           1         826,45  21 %         826,45       1 000,00',
      'HRN-04   Hrnek keramický 300 ml                     4          82,64  21 %         330,56         400,00',
      'Celkem bez DPH                                                                              1 157,01 Kč',
    ].join('\n');
    expect(read(invoice)).toEqual([
      ['Rychlovarná konvice Sencor, bílá', 1, 826.45],
      ['Hrnek keramický 300 ml', 4, 82.64],
    ]);
  });

  it('does not add tax the prices already include when it settles counts', () => {
    const order = [
      'Gartenschere Gardena B/S, Stahl',
      'Menge: 1',
      '60,00 €',
      '',
      'Pflanzkübel 30 cm, Terrakotta',
      'Menge: 2',
      '14,08 €',
      '',
      'Zwischensumme:        88,16 €',
      'Gesamtsumme:          88,16 €',
      'Enthaltene MwSt.:     14,08 €',
    ].join('\n');
    // Read as line totals, the prices plus the tax would also make the total: the tax is inside.
    expect(read(order).map(([, quantity, value]) => [quantity, value])).toEqual([
      [1, 60],
      [2, 14.08],
    ]);
  });

  it('reads a plan with its terms in brackets below it as one charge', () => {
    const receipt = [
      '  DELL Inspiron 15 laptop            £549.00',
      '  Care Plan - Laptop 2 yrs',
      '  (£3.10 / month pre-paid)           £74.40',
      '  TOTAL                              £623.40',
      '  VAT @20% included                  £103.90',
    ].join('\n');
    expect(read(receipt)).toEqual([['DELL Inspiron 15 laptop', 1, 549]]);
  });
});
