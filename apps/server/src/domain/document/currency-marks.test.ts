import { describe, expect, it } from 'vitest';
import { withCurrencySigns } from './currency-marks.js';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a yen sign a photo read as a Latin Y', () => {
  it('is the yen sign before a figure in a yen document, and a letter elsewhere', () => {
    const lines = ['Y1,280※', '  2個 X 単95   Y190', 'Y2K TEE', 'SONY WH-1000XM5'].map((text) => ({
      text,
    }));
    expect(withCurrencySigns(lines, 'JPY').map((l) => l.text)).toEqual([
      '¥1,280※',
      '  2個 X 単95   ¥190',
      'Y2K TEE',
      'SONY WH-1000XM5',
    ]);
    expect(withCurrencySigns(lines, 'USD')).toBe(lines);
  });

  it('reads a count line whose total carries such a Y under its name', () => {
    const till = [
      'ファミリーマート 駅前店',
      '領 収 書',
      'おにぎり 紅しゃけ           ¥160※',
      '伊右衛門 緑茶 600ml',
      '  2コX単158                 Y316※',
      'ボールペン 黒               ¥120',
      '合 計                      ¥596',
    ];
    expect(items(till.join('\n'))).toEqual([
      '1 × おにぎり 紅しゃけ @ 160',
      '2 × 伊右衛門 緑茶 600ml @ 158',
      '1 × ボールペン 黒 @ 120',
    ]);
  });
});

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
    expect(withCurrencySigns(lines, 'EUR').map((l) => l.text)).toEqual([
      'Pao e manteiga 1,20',
      'Copos e 6 pratos',
    ]);
    expect(withCurrencySigns([{ text: 'Mug e 4.50' }], 'USD')[0]!.text).toBe('Mug e 4.50');
  });
});
