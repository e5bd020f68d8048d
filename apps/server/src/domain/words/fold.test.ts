import { describe, expect, it } from 'vitest';
import { fold, words } from './fold.js';

describe('fold', () => {
  it('takes accents off and lowers the case', () => {
    expect(fold('Crème Brûlée')).toBe('creme brulee');
    expect(fold('ÉTAGÈRE')).toBe('etagere');
  });
  it('folds the letters with a stroke and the ligature like the accented ones', () => {
    expect(fold('Skål')).toBe('skal');
    expect(fold('Grøn Łyżka')).toBe('gron lyzka');
    expect(fold('Kælder')).toBe('kaelder');
  });
  it('keeps punctuation and digits as written', () => {
    expect(fold("O'Neil 2.0")).toBe("o'neil 2.0");
  });
});

describe('words', () => {
  it('splits a text into folded words of letters and digits', () => {
    expect(words('Schränke: 12 Stück')).toEqual(['schranke', '12', 'stuck']);
  });
});
