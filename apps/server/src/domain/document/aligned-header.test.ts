import { describe, expect, it } from 'vitest';
import { cutOverflow, headerCellsByRows, headerStarts } from './aligned-header.js';
import { extractItems } from './extract.js';

describe('aligned tables read by where their columns sit', () => {
  it('splits two column names set one space apart when the rows part them', () => {
    const header = 'No. Group        Description                  Value';
    const rows = [
      '1   Clock        Mantel clock, walnut case         900.00',
      '2   Rug          Hand-knotted rug, 2 x 3 m       1,400.00',
    ];
    expect(headerCellsByRows(header, rows)).toEqual(['No.', 'Group', 'Description', 'Value']);
  });

  it('keeps a column name of two words whose rows hold one cell under it', () => {
    const header = 'Item                Unit price    Amount';
    const rows = [
      'Desk lamp           24.00         24.00',
      'Shelf               60.00         60.00',
    ];
    expect(headerCellsByRows(header, rows)).toBeNull();
  });

  it("cuts a cell that ran into the next column at that column's start", () => {
    const header = '#  Kind     Description                      Serial      Value';
    const starts = headerStarts(header, ['#', 'Kind', 'Description', 'Serial', 'Value']);
    expect(
      cutOverflow('2  Print    Etching, signed, framed, 30x40 cmn/a         1,200.00', starts),
    ).toEqual(['2', 'Print', 'Etching, signed, framed, 30x40 cm', 'n/a', '1,200.00']);
    expect(cutOverflow('Total insured, all articles:            5,000.00', starts)).toBeNull();
  });

  it('reads a schedule whose header sets the row number and the kind one space apart', () => {
    const text = [
      'Schedule of valuables',
      'Nr. Kind         Description                          Serial         Value EUR',
      '1   Watch        Steel diver watch, 42 mm, black      SN-55120          3.100,00',
      '2   Jewellery    Pearl necklace, silver clasp         —                 1.250,00',
      'Total                                                                   4.350,00',
    ].join('\n');
    expect(extractItems(text).items.map((i) => [i.name, i.value])).toEqual([
      ['Steel diver watch, 42 mm, black', 3100],
      ['Pearl necklace, silver clasp', 1250],
    ]);
  });

  it('gives a table row the count and unit price printed above it', () => {
    const text = [
      'DOCUMENTO COMMERCIALE',
      'DESCRIZIONE                 IVA Prezzo(€)',
      '4 x 0,50',
      'PANINO AL SESAMO                  4%  2,00',
      'OLIO EXTRAVERGINE 1L              4%  7,90',
      'TOTALE COMPLESSIVO                    9,90',
    ].join('\n');
    expect(extractItems(text).items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['PANINO AL SESAMO', 4, 0.5],
      ['OLIO EXTRAVERGINE 1L', 1, 7.9],
    ]);
  });
});
