import { describe, expect, it } from 'vitest';
import type { OcrLine } from './ocr.js';
import { pageTextOf } from './page-text.js';

/** An OCR line of words at pixel positions, each character 20 px wide. */
function line(...words: Array<[string, number]>): OcrLine {
  return {
    text: words.map(([text]) => text).join(' '),
    confidence: 90,
    words: words.map(([text, x0]) => ({ text, x0, x1: x0 + [...text].length * 20 })),
  };
}

describe('the text of a scanned page', () => {
  it("keeps tesseract's lines, words a space apart and columns several spaces apart", () => {
    const text = pageTextOf([
      line(['CORNER', 60], ['HARDWARE', 200]),
      line(['Hammer', 60], ['12.99', 700]),
      line(['Paint', 60], ['roller', 180], ['8.49', 720]),
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('CORNER HARDWARE');
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/))).toEqual([
      ['Hammer', '12.99'],
      ['Paint roller', '8.49'],
    ]);
  });

  it('falls back to the lines as read when tesseract gave no word boxes', () => {
    const bare: OcrLine = { text: 'Hammer 12.99', confidence: 90, words: [] };
    expect(pageTextOf([bare])).toBe('Hammer 12.99');
  });
});
