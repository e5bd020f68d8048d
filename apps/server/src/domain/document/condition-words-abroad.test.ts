import { describe, expect, it } from 'vitest';
import { conditionOf, wearCondition } from './conditions.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.value, i.condition]);

describe('condition words in Arabic and Swahili', () => {
  it.each([
    ['جديدة بالكرتونة', 'new'],
    ['زي الجديد', 'excellent'],
    ['شبه جديدة', 'excellent'],
    ['بحالة جيدة', 'good'],
    ['شغال وكويس', 'good'],
    ['مستعملة', 'fair'],
    ['عليها خدوش بسيطة', 'fair'],
    ['بحاجة إلى صيانة', 'poor'],
    ['mpya kabisa', 'new'],
    ['karibu mpya', 'excellent'],
    ['hali nzuri sana', 'good'],
    ['ina mikwaruzo', 'fair'],
    ['haifanyi kazi', 'poor'],
  ])('"%s" is %s', (phrase, condition) => {
    expect(conditionOf(phrase)).toBe(condition);
  });

  it('reads a repair or scratches in a longer note', () => {
    expect(wearCondition('بدها تصليح بالباب')).toBe('poor');
    expect(wearCondition('imechakaa upande wa kushoto')).toBe('fair');
  });

  it('gives each entry of a seller list its condition', () => {
    expect(
      read([
        '1. مكتب خشب مع درجين - بحالة منيحة - 90$',
        '2. مكيف Gree طن ونص - بدو صيانة للمروحة - 140$',
        '3. Baiskeli Phoenix - kama mpya - Tsh 210,000',
        '4. Kabati la vyombo - imechakaa kidogo - Tsh 95,000',
      ]),
    ).toEqual([
      ['مكتب خشب مع درجين', 90, 'good'],
      ['مكيف Gree طن ونص', 140, 'poor'],
      ['Baiskeli Phoenix', 210000, 'excellent'],
      ['Kabati la vyombo', 95000, 'fair'],
    ]);
  });
});

describe('a condition between dashes with its reason in brackets', () => {
  it('keeps "con detalles (…)" as the condition after a count in brackets', () => {
    expect(
      read([
        '- Aparador de roble (1) — con detalles (mancha en la puerta) — $ 6.400',
        '- Lámpara de pie (2) — usado (pantalla torcida) — $ 1.150',
      ]),
    ).toEqual([
      ['Aparador de roble', 6400, 'fair'],
      ['Lámpara de pie', 1150, 'fair'],
    ]);
  });
});
