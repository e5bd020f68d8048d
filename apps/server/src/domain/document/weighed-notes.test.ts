import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe('a weighed entry whose weight and rate sit between its name and its row', () => {
  it('keeps each name with its own row (Korean, rate per 100 g)', () => {
    const rule = '-'.repeat(42);
    const text = [
      '           롯데마트 잠실점',
      rule,
      ' 상 품 명             단 가  수량    금 액',
      rule,
      '01*한우 불고기용',
      '   (0.412kg × 100g당 5,900원)',
      '     8801234500011     24,308   1   24,308',
      '02 서울우유 1L',
      '     8801234500028      3,150   2    6,300',
      '03 농심 새우깡 90g',
      '     8801234500035      1,500   1    1,500',
      rule,
      '합          계                      32,108',
      '0012 신한카드                       32,108',
    ].join('\n');
    const items = extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);
    expect(items).toEqual([
      ['한우 불고기용', 1, 24308],
      ['서울우유 1L', 2, 3150],
      ['농심 새우깡 90g', 1, 1500],
    ]);
  });
});
