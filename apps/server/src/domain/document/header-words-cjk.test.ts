import { describe, expect, it } from 'vitest';
import { headerRoles } from './columns.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe('Japanese, Chinese and Korean table headers', () => {
  it('names the columns, a currency in full-width brackets too', () => {
    expect(headerRoles(['序号', '品名', '数量', '单价', '金额（元）'])).toEqual([
      'row',
      'name',
      'quantity',
      'unit',
      'total',
    ]);
    expect(headerRoles(['품명', '수량', '평가액(원)', '비고'])).toEqual([
      'name',
      'quantity',
      'value',
      'notes',
    ]);
  });

  it('reads a schedule whose row label sits one space before the name column', () => {
    expect(
      read([
        '귀중품 명세서',
        '',
        'No. 품명                              수량   평가액(원)    비고',
        ' 1  까르띠에 탱크 손목시계             1   6,800,000   구입 영수증',
        ' 2  진주 귀걸이 한 쌍                  1   1,200,000   감정서',
      ]),
    ).toEqual([
      ['까르띠에 탱크 손목시계', 1, 6800000],
      ['진주 귀걸이 한 쌍', 1, 1200000],
    ]);
  });
});
