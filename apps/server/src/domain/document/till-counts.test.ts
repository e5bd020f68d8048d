import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const read = (lines: string[], currency?: string) =>
  extractItems(lines.join('\n'), currency ? { currency } : {}).items.map((i) => [
    i.name,
    i.quantity,
    i.value,
  ]);

describe('count lines under a till name', () => {
  it('reads a Scandinavian count written with a star ("3 st*12,50")', () => {
    expect(
      read([
        'Kvitto',
        'Havremjölk 1l',
        '   3 st*12,50                      37,50',
        'Knäckebröd                         22,00',
        'Totalt                       59,50 SEK',
      ]),
    ).toEqual([
      ['Havremjölk 1l', 3, 12.5],
      ['Knäckebröd', 1, 22],
    ]);
  });

  it('reads a price in yen times a count ("¥250 x 3点") as a unit price and its count', () => {
    expect(
      read([
        'ノート A5',
        '   ¥250 x 3点      ¥750',
        '消しゴム',
        '                   ¥120',
        '合計              ¥870',
      ]),
    ).toEqual([
      ['ノート A5', 3, 250],
      ['消しゴム', 1, 120],
    ]);
  });

  it('joins a counted name to the tax rate and amount printed under it', () => {
    expect(
      read([
        'DESCRIZIONE                   IVA    Prezzo(€)',
        '2 x Risotto ai funghi',
        '                              10%     24,00',
        '1 x Vino rosso della casa 0,5',
        '                              10%      9,00',
        'TOTALE COMPLESSIVO                      33,00',
      ]),
    ).toEqual([
      ['Risotto ai funghi', 2, 12],
      ['Vino rosso della casa', 1, 9],
    ]);
  });
});

describe('Japanese till lines', () => {
  it.each([
    ['小計 5点', 'subtotal'],
    ['合計', 'total'],
    ['(10%対象', 'subtotal'],
    ['(内消費税等', 'tax'],
    ['お預り', 'payment'],
    ['お釣り', 'payment'],
    ['返品・交換の際はレシートをお持ちください', 'meta'],
    // Spaced out as tills print them
    ['合 計', 'total'],
    ['小 計 3点', 'subtotal'],
    ['お 預 り', 'payment'],
  ])('"%s" is a %s line', (label, kind) => {
    expect(nonItemKind(label)).toBe(kind);
  });

  it('keeps a product whose name is in kana or kanji', () => {
    expect(nonItemKind('ステンレス ピンチハンガー')).toBeNull();
    expect(nonItemKind('綿 タオル 2枚組')).toBeNull();
    expect(nonItemKind('緑 茶')).toBeNull();
  });
});

describe('numbered entries', () => {
  it("continues the first entry's name onto its next line when a row number and code open it", () => {
    expect(
      read(
        [
          'PRINT SHOP',
          'TAX INVOICE',
          '1. 7000-0012 LAMINATING A3 SIZE',
          'GLOSS FINISH',
          '2 X 1.5000 - 3.00 SR',
          '2. 7000-0020 BINDING COMB',
          '1 X 4.0000 - 4.00 SR',
          'Total 7.00',
        ],
        'MYR',
      ),
    ).toEqual([
      ['7000-0012 LAMINATING A3 SIZE GLOSS FINISH', 2, 1.5],
      ['7000-0020 BINDING COMB', 1, 4],
    ]);
  });
});

describe('counts and labels inside rows', () => {
  it("takes a till's count written before the name in a table without a count column", () => {
    expect(
      read([
        'DESCRIZIONE                   Prezzo(€)',
        '3 x ARANCINO                        7,50',
        'AMATRICIANA                        12,00',
        'TOTALE COMPLESSIVO                 19,50',
      ]),
    ).toEqual([
      ['ARANCINO', 3, 2.5],
      ['AMATRICIANA', 1, 12],
    ]);
  });

  it('reads an order row of labelled fields in Italian, the article number left out', () => {
    expect(
      read([
        'ARTICOLI',
        'Art. 123.456.78  LACK Tavolino, nero',
        '   Quantità: 2   Prezzo unitario: 14,99 €   Totale: 29,98 €',
        'TOTALE ORDINE:       29,98 €',
      ]),
    ).toEqual([['LACK Tavolino', 2, 14.99]]);
  });
});

describe('sizes inside a till name', () => {
  it('keeps a one-decimal size followed by more of the name as the name, priced below', () => {
    expect(
      read([
        'ELECTRONICS STORE #12',
        ' 4400123  TABLET PRO 11.5 128GB WIFI',
        '          SILVER                  499.00',
        ' 4400456  STYLUS PEN              79.00',
        '   TOTAL                         578.00',
      ]),
    ).toEqual([
      ['TABLET PRO 11.5 128GB WIFI SILVER', 1, 499],
      ['STYLUS PEN', 1, 79],
    ]);
  });
});

describe("a phone's memory and storage", () => {
  it('reads "12+512GB" opening a wrapped name line as part of the name, not a count', () => {
    expect(
      read([
        'FACTURA SIMPLIFICADA',
        '------------------------------------------',
        '2200114 TELEFONO MOVIL NOVA 5G',
        '        12+512GB AZUL           1   549,00',
        'TOTAL                             549,00',
      ]),
    ).toEqual([['TELEFONO MOVIL NOVA 5G 12+512GB AZUL', 1, 549]]);
  });
});
