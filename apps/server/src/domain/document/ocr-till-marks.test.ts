import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { isMisreadBag } from './misread-bags.js';
import { withoutEdgeBar } from './ocr-edge-marks.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe("a photographed till's edge and bag", () => {
  it('drops a bar glued to the count, never a table bar', () => {
    expect(withoutEdgeBar('|2 Iced coffee   90.00')).toBe(' 2 Iced coffee   90.00');
    expect(withoutEdgeBar('|2 | Iced coffee | 90.00 |')).toBe('|2 | Iced coffee | 90.00 |');
    expect(withoutEdgeBar('Iced coffee |2')).toBe('Iced coffee |2');
  });

  it('reads the count behind the bar on a bill', () => {
    expect(
      read([
        'CAFE LOTUS',
        '1 Pad Krapow Gai          110.00',
        '|4 Lemongrass Juice        160.00',
        '-----------------------------------',
        'Total                     270.00',
      ]),
    ).toEqual([
      ['Pad Krapow Gai', 1, 110],
      ['Lemongrass Juice', 4, 40],
    ]);
  });

  it('knows a carrier bag one look-alike letter off', () => {
    expect(isMisreadBag('SH0PPER RICICLATO')).toBe(true);
    expect(isMisreadBag('SHOPPEB CARTA')).toBe(true);
    expect(isMisreadBag('SHAMPOO ORTICA')).toBe(false);
    expect(isMisreadBag('PASTA DI SEMOLA INTEGRALE BIO')).toBe(false);
  });
});

describe('an article number before the count line under an entry', () => {
  it('gives the count and the unit price to the entry above', () => {
    expect(
      read([
        'ELEKTRO HUBER AG',
        'USB-C Ladegerät 65W                 59.80',
        '  Art. 3320871  2 x 29.90',
        'Steckdosenleiste 5-fach             24.50',
        '  Art. 2210045',
        'Total CHF                           84.30',
      ]),
    ).toEqual([
      ['USB-C Ladegerät 65W', 2, 29.9],
      ['Steckdosenleiste 5-fach', 1, 24.5],
    ]);
  });
});
