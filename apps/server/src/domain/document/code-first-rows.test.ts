import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const extract = (lines: string[], currency = 'SGD') => extractItems(lines.join('\n'), { currency });
const read = (lines: string[], currency?: string) =>
  extract(lines, currency).items.map((i) => [i.name, i.quantity, i.value]);

/** A direct seller's invoice: line and article code, count, discount, unit and amount, then names. */
const SELLER_INVOICE = [
  'NATURA VIDA MARKETING PTE LTD',
  'GST REG NO : M9-0012345-6',
  'TAX INVOICE',
  'LINE/CODE QTY DISC U.PRICE AMOUNT',
  '(SGD) (SGD)',
  '5 401227 3 0.00 8.40 25.20SR',
  '(NV) LEMON DISH SOAP',
  '30 401227',
  '3',
  '',
  'NV LEMON DISH SOAP 500ML',
  '5 518840 1 0.00 41.00 41.00SR',
  '(NV) VITAMIN C',
  '30 518840',
  '1',
  '',
  'NV VITAMIN C 60 TABS',
  'AMT PAID incl. GST : S$66.20',
  'GST Summary AMT TAX',
  'SR (7%) 61.87 4.33',
  'TOTAL 61.87 4.33',
];

describe('rows of codes and figures with their names on the line below', () => {
  it('reads each row with the name under it, past the columns’ currencies under the header', () => {
    expect(read(SELLER_INVOICE)).toEqual([
      ['NV LEMON DISH SOAP', 3, 8.4],
      ['NV VITAMIN C', 1, 41],
    ]);
  });

  it('counts one when the row’s own count says so and a line number opens it', () => {
    expect(
      read(
        [
          'KEDAI SINAR JAYA',
          'TAX INVOICE',
          '7 220931 PENYAPU LANTAI 1 0.00 18.90 18.90',
          'TOTAL 18.90',
        ],
        'MYR',
      ),
    ).toEqual([['PENYAPU LANTAI', 1, 18.9]]);
  });
});

describe('a product line’s code in brackets opening a till’s name', () => {
  it('keeps the code as the name’s first word', () => {
    expect(
      read(['MERCADO BOA VISTA', 'FATURA', '(KR) ALGAS TOSTADAS 3,50', 'TOTAL 3,50'], 'EUR'),
    ).toEqual([['KR ALGAS TOSTADAS', 1, 3.5]]);
  });

  it('still reads a single size letter in brackets as a detail', () => {
    expect(read(['CAFE LUNA', 'RECEIPT', '(L) Iced Latte 5.20', 'TOTAL 5.20'], 'USD')).toEqual([
      ['Iced Latte', 1, 5.2],
    ]);
  });
});

describe('a tax summary’s total row of its net and tax columns', () => {
  it('is read as the larger figure, not the tax after it', () => {
    expect(extract(SELLER_INVOICE).total).toBe(61.87);
  });
});
