import { describe, expect, it } from 'vitest';
import { joinHangingBullets } from './bullet-wraps.js';
import { extractItems } from './extract.js';

const texts = (lines: string[]) =>
  joinHangingBullets(lines.map((text) => ({ text }))).map((l) => l.text);

describe('bulleted entries that wrap', () => {
  it('joins a line hanging under the bullet’s text to its entry', () => {
    expect(
      texts(['- Rowing machine, folding –', '  belt slips a little – 180 €', '- Yoga mat – 15 €']),
    ).toEqual(['- Rowing machine, folding – belt slips a little – 180 €', '- Yoga mat – 15 €']);
  });

  it('joins a line hanging under a numbered entry', () => {
    expect(texts(['2) Desk lamp, brass – 40 € – works,', '   bulb not included'])).toEqual([
      '2) Desk lamp, brass – 40 € – works, bulb not included',
    ]);
  });

  it('leaves lines at another indent or after a blank line alone', () => {
    const lines = ['- Rowing machine', 'Collection only', '', '  Yoga mat 15 €'];
    expect(texts(lines)).toEqual(lines);
  });

  it('gives the entry the price on its hanging line', () => {
    const text = [
      'KÜCHE',
      '- Standmixer Vitamix – gebraucht',
      '  (Deckel gerissen) – 220 €',
      '- Toaster – 25 €',
    ].join('\n');
    expect(extractItems(text, { currency: 'EUR' }).items.map((i) => [i.name, i.value])).toEqual([
      ['Standmixer Vitamix', 220],
      ['Toaster', 25],
    ]);
  });
});
