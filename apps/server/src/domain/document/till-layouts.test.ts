import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'MYR' }).items.map((i) => [i.name, i.value]);

describe('Malaysian tills', () => {
  it('takes the name above a count written with its unit ("1UNIT* 8.90 0.00 8.90 SR")', () => {
    expect(
      read([
        'KEDAI CONTOH SDN BHD',
        'GST Reg.: 000000000000',
        'DESC PRICE Disc AMOUNT TAX',
        'PAPER NAPKIN 2 PLY',
        '1UNIT* 8.90 0.00 8.90 SR',
        'Total Inclusive GST 6% : 8.90',
        'Cash 8.90',
      ]),
    ).toEqual([['PAPER NAPKIN 2 PLY', 8.9]]);
  });
  it('reads past how the order is served between the amounts and their name', () => {
    expect(
      read([
        'RESTORAN CONTOH',
        'TAX INVOICE',
        'Qty Description Total (RM) Tax',
        '1 201 18.00 SR',
        '#TAKE AWAY#',
        'CLAYPOT CHICKEN RICE',
        'Total Sales Amount 18.00',
        'TOTAL 18.00',
      ]),
    ).toEqual([['CLAYPOT CHICKEN RICE', 18]]);
  });
  it('reads a count printed with decimals before unit price and amount ("2.00 4.50 9.00 SR")', () => {
    const items = extractItems(
      [
        'TAX INVOICE',
        'Qty U.Price Amount',
        '3.00 2.40 7.20 SR',
        'CABLE TIE 20CM',
        'TOTAL 7.20',
      ].join('\n'),
      { currency: 'MYR' },
    ).items;
    expect(items.map((i) => [i.name, i.quantity, i.value])).toEqual([['CABLE TIE 20CM', 3, 2.4]]);
  });
  it('keeps a count of one in its column, and a possessive in a printed name, out of harm', () => {
    expect(
      read([
        'KEK CONTOH SDN BHD',
        'Bill No.: 000-123',
        "Grandma's Cookies          1     RM9.90",
        'Lemon Tart                 1     RM7.50',
        'Grand Total RM17.40',
      ]),
    ).toEqual([
      ["Grandma's Cookies", 9.9],
      ['Lemon Tart', 7.5],
    ]);
  });
  it('reads "2 PC X 12.50" under a name as a count of pieces, and a closing count of one', () => {
    expect(
      read([
        'ALAT TULIS CONTOH',
        'GST REG: 000000000000',
        'A4 PAPER 80GSM',
        '2 PC X 12.50 25.00 SR',
        'STAPLER HD-10 1 8.90 8.90',
        'TOTAL 33.90',
        'CASH 40.00',
      ]),
    ).toEqual([
      ['A4 PAPER 80GSM', 12.5],
      ['STAPLER HD-10', 8.9],
    ]);
  });
});
