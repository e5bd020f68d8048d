import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { withoutRoughBoxCounts, withoutVolumeColumns } from './moving-lists.js';
import { inferNumberStyle } from './numbers.js';

const asLines = (texts: string[]) => texts.map((text) => ({ text }));
const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value, i.condition]);

describe("a mover's inventory", () => {
  it('reads no value from its volume columns and the condition from its remarks', () => {
    expect(
      read([
        'REMOVAL SURVEY — Harbour Van Lines, quote Q-7781',
        '',
        'Qty  Article                          cu ft each  cu ft total  Remarks',
        'Lounge:',
        '  2  Armchair wingback velvet              18        36       good condition',
        '  1  Upright piano Kawai K-300             45        45       scratched',
        'Garage:',
        '  1  Lawn mower Honda HRX                  12        12',
        '',
        'Also about 40 packing boxes (books, linen)',
        'Total volume: 93 cu ft',
      ]),
    ).toEqual([
      ['Armchair wingback velvet', 2, null, 'good'],
      ['Upright piano Kawai K-300', 1, null, 'fair'],
      ['Lawn mower Honda HRX', 1, null, null],
    ]);
  });

  it('cuts the figures standing under a volume heading and sets the remark apart', () => {
    const lines = asLines([
      'Ant.  Sak                        m3/st   m3 tot   Anmärkning',
      '  4   Köksstol ek                0,15    0,60     nyskick',
      '  1   Bokhylla 3 hyllor          0,50    0,50',
      'Summa volym: 1,10 m3',
    ]);
    expect(
      withoutVolumeColumns(lines, inferNumberStyle('Stol 0,15\nBord 1,10', 'SEK')).map(
        (l) => l.text,
      ),
    ).toEqual([
      'Ant.  Sak                        m3/st   m3 tot   Anmärkning',
      '  4 x Köksstol ek — nyskick',
      '  1 x Bokhylla 3 hyllor',
      'Summa volym: 1,10 m3',
    ]);
  });

  it('leaves a priced list without a volume heading alone', () => {
    const lines = asLines(['Qty  Article        Price', '  2  Side table     45.00']);
    expect(withoutVolumeColumns(lines, inferNumberStyle('Lamp 12.50', 'USD'))).toEqual(lines);
  });

  it('drops a rough count of boxes, and keeps boxes priced in a letter', () => {
    const lines = asLines([
      'En plus environ 25 cartons de déménagement',
      'plus approx. 12 moving boxes of toys',
      'two boxes of vinyl records worth about £400',
    ]);
    expect(withoutRoughBoxCounts(lines).map((l) => l.text)).toEqual([
      'two boxes of vinyl records worth about £400',
    ]);
  });
});
