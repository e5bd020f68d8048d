import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const items = (text: string[]) =>
  extractItems(text.join('\n')).items.map((i) => `${i.name} @ ${i.value}`);

describe('a table whose header names no price', () => {
  it('reads the rightmost column of amounts as each row’s value', () => {
    const text = [
      'Ref  Article                  Notes                         Appraisal ($)',
      '---  -----------------------  ----------------------------  ------------',
      'A    Mantel clock, walnut     chimes on the hour                  1,250.00',
      'B    Bronze horse figurine    signed on the base                    880.00',
      'C    Silver tea service       five pieces, hallmarked             2,300.00',
    ];
    expect(items(text)).toEqual([
      'Mantel clock, walnut @ 1250',
      'Bronze horse figurine @ 880',
      'Silver tea service @ 2300',
    ]);
  });

  it('leaves a column of codes alone', () => {
    const text = [
      'Ref  Article                  Code',
      'A    Mantel clock, walnut     7741',
      'B    Bronze horse figurine    7742',
    ];
    expect(items(text).every((i) => i.endsWith('@ null'))).toBe(true);
  });
});
