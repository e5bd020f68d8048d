import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const conditions = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.value, i.condition]);

describe("a seller's note on the thing's state after its price", () => {
  it('is read in brackets or after a dash, in other languages too', () => {
    expect(
      conditions([
        'Ich verkaufe wegen Umzug:',
        '- Kinderwagen Bugaboo Fox: 300 € (wie neu)',
        '- Bici da corsa Bianchi – 450 € (graffiata)',
        '- Racefiets Gazelle 180 € – kapot',
        '- Stroller Uppababy Vista 220 € — brand new, never used',
      ]),
    ).toEqual([
      ['Kinderwagen Bugaboo Fox', 300, 'excellent'],
      ['Bici da corsa Bianchi', 450, 'fair'],
      ['Racefiets Gazelle', 180, 'poor'],
      ['Stroller Uppababy Vista', 220, 'new'],
    ]);
  });

  it('says nothing when the note is about the sale, not the thing', () => {
    expect(
      conditions([
        'Selling:',
        '- Bookcase Hemnes 60 € (pick-up only)',
        '- Desk lamp 15 € (collect in Leeds)',
      ]),
    ).toEqual([
      ['Bookcase Hemnes', 60, null],
      ['Desk lamp', 15, null],
    ]);
  });
});

describe("a seller's note after the price and a comma", () => {
  it("is the thing's condition, in any language the lexicon knows", () => {
    expect(
      conditions([
        'Allt kan hämtas i helgen:',
        '  - Cykelvagn Thule Chariot – 3 200 kr, nyskick',
        '  - Golvlampa mässing – 350 kr, lite repig',
        '  - Skrivbord vitt – 600 kr, bra skick',
      ]),
    ).toEqual([
      ['Cykelvagn Thule Chariot', 3200, 'excellent'],
      ['Golvlampa mässing', 350, 'fair'],
      ['Skrivbord vitt', 600, 'good'],
    ]);
  });
});
