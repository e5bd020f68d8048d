import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { onlyUnitOrWeight } from './line-parts.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe("a weighed good's weight line and a count's unit with a till's stray marks", () => {
  it('drops a weight line above its line and a count line read with stray marks', () => {
    const till = [
      'MARKET',
      '3 ;AD X 12,00',
      'AYRAN 250 ML                   %1   *36,00',
      '1,240 KG `X 24,90',
      'SALATALIK                      %1   *30,88',
      'TOPLAM                              *66,88',
    ];
    expect(items(till.join('\n'))).toEqual(['3 × AYRAN 250 ML @ 12', '1 × SALATALIK @ 30.88']);
  });

  it.each<[string, boolean]>([
    ['0.624 KG', true],
    ["0,950 KG 'X", true],
    ['1.2 lb @', true],
    [',AD', true],
    ['2 KG RICE', false],
    ['CHEDDAR 200 G', false],
  ])('%s names only a unit or weight: %s', (name, only) => {
    expect(onlyUnitOrWeight(name)).toBe(only);
  });
});
