import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[], currency = 'MYR') =>
  extractItems(lines.join('\n'), { currency }).items.map((i) => [i.name, i.quantity, i.value]);

describe('a till printing count, code and amounts on one row and the name under it', () => {
  it('puts the name lines under each row back into its row', () => {
    expect(
      read([
        'KEDAI RUMAH SDN BHD',
        'TAX INVOICE',
        'Qty Description Price Disc Total',
        '1 KT220 12.00 0.00 12.00 SR',
        'GLASS',
        'TEAPOT',
        '3 BX-LID 4.50 -1.50 12.00 SR',
        'STORAGE BOX',
        'WITH LID 40L',
        '2 CS-09 7.00 0.00 14.00 SR',
        'CUSHION',
        'VELVET GREY',
        'Total Inclusive GST: 38.00',
      ]),
    ).toEqual([
      ['KT220 GLASS TEAPOT', 1, 12],
      ['BX-LID STORAGE BOX WITH LID 40L', 3, 4],
      ['CS-09 CUSHION VELVET GREY', 2, 7],
    ]);
  });
  it('keeps a year that closes the name and reads rows of a tax letter', () => {
    expect(
      read(
        [
          'TOKO ALAT TULIS',
          'FAKTUR PAJAK',
          'Qty Keterangan Harga Total',
          '2 AG-7 15.000 30.000 T',
          'AGENDA',
          'KULIT',
          '2025',
          '1 PN120 8.500 8.500 T',
          'PENA GEL HITAM',
          'Total 38.500',
        ],
        'IDR',
      ),
    ).toEqual([
      ['AG-7 AGENDA KULIT 2025', 2, 15000],
      ['PN120 PENA GEL HITAM', 1, 8500],
    ]);
  });
  it('leaves names printed above their coded rows to the rows below them', () => {
    expect(
      read([
        'FARMASI SEJAHTERA',
        'CASH RECEIPT',
        'Qty Code&Desc Price',
        'VITAMIN C 1000MG TABLETS SR',
        '1 220145 24.90 24.90',
        'PLASTER STRIPS 20S SR',
        '1 310077 6.50 6.50',
        '2 Type: 2',
        'Total Inclusive GST: 31.40',
      ]),
    ).toEqual([
      ['VITAMIN C 1000MG TABLETS', 1, 24.9],
      ['PLASTER STRIPS 20S', 1, 6.5],
    ]);
  });
  it('reads rows opened by a barcode with the count after it', () => {
    expect(
      read(
        [
          'CORNER MART PTE LTD',
          'TAX INVOICE',
          'Item Qty Price Amount',
          '8881234500017 2 3.50 7.00 T',
          'HAND SOAP',
          'LAVENDER 90G',
          '8880987600025 1 12.90 12.90 T',
          'SHOE RACK',
          'TEAK WOOD',
          'Total Incl GST 19.90',
        ],
        'SGD',
      ),
    ).toEqual([
      ['HAND SOAP LAVENDER 90G', 2, 3.5],
      ['SHOE RACK TEAK WOOD', 1, 12.9],
    ]);
  });
  it('reads a header that goes on over lines of column words as the header', () => {
    expect(
      read([
        'KEDAI BESI JAYA',
        'TAX INVOICE',
        'Item Qty U/Price (GST)',
        '(GST) Amount Tax',
        'S/Price',
        '208811 4 5.00 5.30 21.20 SR',
        'PAKU BETON',
        '208990 2 9.00 9.54 19.08 SR',
        'TALI NILON (B2)',
        'Total Qty: 6 40.28',
      ]).map(([name, quantity, value]) => [name, quantity, Number(value) * Number(quantity)]),
    ).toEqual([
      [expect.stringContaining('PAKU BETON'), 4, 21.2],
      [expect.stringContaining('TALI NILON'), 2, 19.08],
    ]);
  });
});
