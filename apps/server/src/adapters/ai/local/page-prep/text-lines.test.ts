import { describe, expect, it } from 'vitest';
import { grayOf, printedPage } from '../../../../testing/synthetic-pages.js';
import { binarize } from './binarize.js';
import { measureTextLines } from './text-lines.js';

const page = { width: 700, height: 900, pitch: 30 };

describe('the lines of text on a page', () => {
  it.each([-8, -3.5, 0, 2, 6.5])('finds a page turned by %s° within a degree', async (degrees) => {
    const lines = measureTextLines(binarize(await grayOf(await printedPage(page, degrees))));
    expect(Math.abs(lines.angle - degrees)).toBeLessThanOrEqual(1);
  });

  it('measures the spacing of the lines', async () => {
    const lines = measureTextLines(binarize(await grayOf(await printedPage(page, 4))));
    expect(lines.pitch).toBeGreaterThanOrEqual(27);
    expect(lines.pitch).toBeLessThanOrEqual(33);
    expect(lines.rhythm).toBeGreaterThan(0.5);
  });

  it('finds neither angle nor spacing on a blank page', async () => {
    const blank = await grayOf(await printedPage({ width: 400, height: 400, pitch: 1000 }));
    expect(measureTextLines(binarize(blank))).toEqual({ angle: 0, pitch: null, rhythm: 0 });
  });

  it('finds no line spacing in scattered speckle', () => {
    const width = 400;
    const height = 400;
    let state = 0x9e3779b9;
    const data = Uint8Array.from({ length: width * height }, () => {
      // xorshift32: no rhythm of its own in any bit
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % 10 === 0 ? 0 : 255;
    });
    expect(measureTextLines({ data, width, height }).pitch).toBeNull();
  });
});
