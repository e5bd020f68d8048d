import { describe, expect, it } from 'vitest';
import { isMoney, scanNumbers } from './amounts.js';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('fiscal tills that open an entry with a count line or a barcode', () => {
  it('reads a name wrapped over two lines under its count line as one entry', () => {
    const till = [
      '              КНИЖАРНИЦА ЛИСТ',
      '              ФИСКАЛЕН БОН',
      '----------------------------------------',
      '1.000 x 18.00 =',
      'Пътешествие до края на',
      'света                           18.00 Г',
      '2.000 x 9.50 =',
      'Приказки от Андерсен -',
      'Ханс Кристиан                   19.00 Г',
      '1.000 x 6.40 =',
      'Молив Faber-Castell HB           6.40 А',
      '----------------------------------------',
      'ОБЩА СУМА                       43.40',
      'В БРОЙ                          50.00',
      'РЕСТО                            6.60',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × Пътешествие до края на света @ 18',
      '2 × Приказки от Андерсен Ханс Кристиан @ 9.5',
      '1 × Молив Faber-Castell HB @ 6.4',
    ]);
  });

  it('reads a count to three decimals as a count, a barcode line as the start of a wrapped name', () => {
    const till = [
      '           Супермаркет "Колосок"',
      '------------------------------------------',
      '4820000000015',
      '3.000 x 12.50',
      'Сік Садочок яблучний 0.2л           37.50 А',
      '4820000000022',
      'Серветки паперові Ромашка',
      '2-шар 100шт                         45.00 А',
      '4820000000039',
      '2.000 x 40.00',
      'Пиво Чернігівське Біле 0.5л',
      'ж/б                                 80.00 АД',
      '------------------------------------------',
      'СУМА                               162.50',
      'ГОТІВКА                            200.00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '3 × Сік Садочок яблучний 0.2л @ 12.5',
      '1 × Серветки паперові Ромашка 2-шар 100шт @ 45',
      '2 × Пиво Чернігівське Біле 0.5л @ 40',
    ]);
  });

  it('keeps a whole amount in thousands before a count of one as the price', () => {
    const till = ['1001-Milk Bread', '18.000 x1 18.000', 'Total. 18.000', 'Cash 20.000'];
    expect(items(till.join('\n'))).toEqual(['1 × Milk Bread @ 18000']);
  });

  it('does not take a total repeating the amount under the name for a wrapped name', () => {
    const till = [
      'ITEM QTY U/P AMOUNT',
      '9555000000017 12 1.50 18.00 *',
      '- PAPER CLIPS 33MM',
      'Total Qty: 12 18.00',
      'TOTAL 18.00',
    ];
    expect(items(till.join('\n'))).toEqual(['12 × PAPER CLIPS 33MM @ 1.5']);
  });
});

describe('Cyrillic measures and tax classes after a figure', () => {
  const style = { decimal: '.', zeroDecimal: false } as const;
  const money = (line: string) =>
    scanNumbers(line, style)
      .filter((t) => isMoney(t, style))
      .map((t) => t.value);

  it('reads "870г" and "0.5л" as measures and "25.00 Г" as a price with its tax class', () => {
    expect(money('Молоко 870г   41.90 А')).toEqual([41.9]);
    expect(money('Пиво Світле 0.5л   32.50 Б')).toEqual([32.5]);
    expect(money('Книга "Под игото"   25.00 Г')).toEqual([25]);
  });
});
