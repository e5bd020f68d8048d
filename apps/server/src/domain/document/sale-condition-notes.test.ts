import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const conditions = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.condition ?? null]);

describe("a seller's note on a listed thing's condition", () => {
  it('reads spoken Indonesian and Swahili condition phrases', () => {
    expect(
      conditions([
        'Daftar barang pindahan:',
        '- Kursi gaming Rexus - Rp 850.000 (kayak baru, baru 3 bulan)',
        '- Meja belajar jati - Rp 300.000 (ada lecet dikit di kaki)',
        '- Kompor Rinnai 2 tungku - Rp 250.000',
      ]),
    ).toEqual([
      ['Kursi gaming Rexus', 'excellent'],
      ['Meja belajar jati', 'fair'],
      ['Kompor Rinnai 2 tungku', null],
    ]);
    expect(
      conditions([
        'Vitu vinauzwa:',
        '1. Redio Sony - Tsh 80,000 (ipo safi, na betri)',
        '2. Kabati la nguo - Tsh 150,000',
      ]),
    ).toEqual([
      ['Redio Sony', 'good'],
      ['Kabati la nguo', null],
    ]);
  });

  it('reads wear said in a Nordic note about the part that is worn', () => {
    expect(
      conditions([
        'Sælges samlet eller hver for sig:',
        '- Skrivebord i bøg: 600 kr (lidt ridser i bordpladen)',
        '- Kontorlampe: 150 kr',
      ]),
    ).toEqual([
      ['Skrivebord i bøg', 'fair'],
      ['Kontorlampe', null],
    ]);
  });
});
