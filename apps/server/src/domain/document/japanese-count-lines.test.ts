import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const priced = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value] as const);

describe("a Japanese till's count printed under its name", () => {
  it('reads the count and unit price glued to a counter with a full-width times sign', () => {
    const till = [
      '　ドラッグストア青空',
      '領収書',
      '',
      '歯ブラシ ふつう                 ¥330',
      '　　3個Ｘ単110',
      '綿棒 200本                     ¥158',
      '洗剤 詰替 400ml                ¥476',
      '　　2コＸ単238',
      '',
      '合　計                         ¥964',
    ];
    expect(priced(till)).toEqual([
      ['歯ブラシ ふつう', 3, 110],
      ['綿棒 200本', 1, 158],
      ['洗剤 詰替 400ml', 2, 238],
    ]);
  });

  it('leaves the reduced-rate mark out of the name', () => {
    const till = [
      '　青果マート',
      '領収書',
      '',
      'りんご ふじ※                  ¥256',
      '　　2コＸ単128',
      '緑茶 2L※                      ¥168',
      '',
      '合　計                         ¥424',
    ];
    expect(priced(till)).toEqual([
      ['りんご ふじ', 2, 128],
      ['緑茶 2L', 1, 168],
    ]);
  });
});
