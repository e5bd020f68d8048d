import { describe, expect, it } from 'vitest';
import { isColumnWordsLine } from './column-words-line.js';
import { extractItems } from './extract.js';

describe('a line of column words the reader does not know', () => {
  it('is three short word cells or more apart by wide gaps, with no figure', () => {
    expect(isColumnWordsLine('Nazwa towaru   Ilosc   Cena   Wartosc')).toBe(true);
    expect(isColumnWordsLine('  Malzeme   Adet   B.Fiyat   Tutar')).toBe(true);
  });

  it('is no name with one gap, a figure or a long cell', () => {
    expect(isColumnWordsLine('Cokelat susu  Kaleng')).toBe(false);
    expect(isColumnWordsLine('Sabun cair   500ml   Wangi')).toBe(false);
    expect(isColumnWordsLine('Pilihan terbaik dari kebun kami   Segar   Murah')).toBe(false);
  });
});

describe('a column header above names set further in, their figures under them', () => {
  it('heads the entries and is glued to no name (Swahili header)', () => {
    const text = [
      '      SKLEP U ZOSI',
      'Bidhaa   Idadi   Bei   Jumla',
      '  Chleb zytni krojony',
      '    2 x 4.50           9.00',
      '  Maslo ekstra kostka',
      '    1 x 7.20           7.20',
      ' Razem:               16.20',
    ].join('\n');
    const items = extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items).toEqual([
      ['Chleb zytni krojony', 2, 4.5],
      ['Maslo ekstra kostka', 1, 7.2],
    ]);
  });

  it('heads the entries and is glued to no name (Tagalog header)', () => {
    const text = [
      '     KOSE BAKKAL',
      'Produkto   Dami   Presyo   Kabuuan',
      ' Beyaz peynir tam yagli',
      '   3 x 12.00          36.00',
      ' Zeytin siyah kavanoz',
      '   1 x 25.50          25.50',
      ' Toplam:              61.50',
    ].join('\n');
    const names = extractItems(text).items.map((i) => i.name);
    expect(names).toEqual(['Beyaz peynir tam yagli', 'Zeytin siyah kavanoz']);
  });
});
