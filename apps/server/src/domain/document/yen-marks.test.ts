import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { withYenSigns } from './yen-marks.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('a yen sign a photo read as a Latin Y', () => {
  it('is the yen sign before a figure in a yen document, and a letter elsewhere', () => {
    const lines = ['Y1,280※', '  2個 X 単95   Y190', 'Y2K TEE', 'SONY WH-1000XM5'].map((text) => ({
      text,
    }));
    expect(withYenSigns(lines, 'JPY').map((l) => l.text)).toEqual([
      '¥1,280※',
      '  2個 X 単95   ¥190',
      'Y2K TEE',
      'SONY WH-1000XM5',
    ]);
    expect(withYenSigns(lines, 'USD')).toBe(lines);
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
