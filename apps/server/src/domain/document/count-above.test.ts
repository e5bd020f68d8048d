import { describe, expect, it } from 'vitest';
import { countsUnderTheirLine } from './count-above.js';
import { extractItems } from './extract.js';

const comma = { decimal: ',', zeroDecimal: false } as const;
const lines = (texts: string[]) => texts.map((text) => ({ text }));
const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a count line printed above the line it counts', () => {
  it('goes with the line below when that line’s price is the count times the unit price', () => {
    const till = [
      'ARCELIK UTU 2400W            %20  *1.150,00',
      'PIL DURACELL AA 4LU          %20  *259,40',
      '3 AD X 86,50',
      'ANAHTARLIK METAL             %20  *259,50',
      'ARA TOPLAM                   *1.668,90',
      'KAMPANYA INDIRIMI              *-68,90',
      'TOPLAM                       *1.600,00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × ARCELIK UTU 2400W @ 1150',
      '1 × PIL DURACELL AA 4LU @ 259.4',
      '3 × ANAHTARLIK METAL @ 86.5',
    ]);
  });

  it('stays under the line above when that line’s price already matches', () => {
    const till = ['KALEM SETI  *25,80', '2 AD X 12,90', 'DEFTER A4  *25,80'];
    expect(countsUnderTheirLine(lines(till), comma).map((l) => l.text)).toEqual(till);
  });

  it('moves under the line below only when it alone matches', () => {
    const till = ['KALEM SETI  *19,90', '4 X 3,25', 'SILGI 4LU  *13,00', 'TOPLAM *32,90'];
    expect(countsUnderTheirLine(lines(till), comma).map((l) => l.text)).toEqual([
      'KALEM SETI  *19,90',
      'SILGI 4LU  *13,00',
      '4 X 3,25',
      'TOPLAM *32,90',
    ]);
  });

  it('reads a count printed with three zero decimals and no unit word, and drops the VAT rate in brackets', () => {
    const till = [
      'LIBRERIA DEL SOL S.A.',
      'Cantidad/Precio Unit.  (%IVA)',
      'DESCRIPCION                      IMPORTE',
      '2,000 x 4.250,00',
      'CUADERNO RIVADAVIA ABC 48H (21,00)  8.500,00',
      '1,000 x 12.300,00',
      'CALCULADORA CIENTIFICA (10,50)  12.300,00',
      'TOTAL                         $ 20.800,00',
    ];
    expect(items(till.join('\n'))).toEqual([
      '2 × CUADERNO RIVADAVIA ABC 48H @ 4250',
      '1 × CALCULADORA CIENTIFICA @ 12300',
    ]);
  });
});
