import { describe, expect, it } from 'vitest';
import { withEuroSigns } from './euro-marks.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'EUR' }).items.map((i) => [
    i.name,
    i.quantity,
    i.value,
  ]);

describe('a euro sign read as a lone "e"', () => {
  it('leaves no "e" at the end of the names of a euro till', () => {
    expect(
      read([
        'Tasca do Largo',
        'NIF: 501234567',
        'Fatura-recibo FR 2/88',
        'Qt Descricao P.Unit. Valor',
        '2.00 SARDINHAS ASSADAS e 9.50 e 19.00 INT',
        '1.00 JARRO DE BARRO e 14.00 e 14.00 NOR',
        '1.00 SALADA MISTA e 4.50 e 4.50 INT',
        'Total liq. e 37.50',
      ]),
    ).toEqual([
      ['SARDINHAS ASSADAS', 2, 9.5],
      ['JARRO DE BARRO', 1, 14],
      ['SALADA MISTA', 1, 4.5],
    ]);
  });
  it('keeps an "e" that joins words or comes before a count, and any outside euros', () => {
    const lines = [{ text: 'Pao e manteiga 1,20' }, { text: 'Copos e 6 pratos' }];
    expect(withEuroSigns(lines, 'EUR').map((l) => l.text)).toEqual([
      'Pao e manteiga 1,20',
      'Copos e 6 pratos',
    ]);
    expect(withEuroSigns([{ text: 'Mug e 4.50' }], 'USD')[0]!.text).toBe('Mug e 4.50');
  });
});
