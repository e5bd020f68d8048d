import { describe, expect, it } from 'vitest';
import { grayOf, printedPage } from '../../../../testing/synthetic-pages.js';
import { binarize, otsuThreshold } from './binarize.js';
import type { GrayImage } from './gray-image.js';
import { coarseGrid, flattenLighting } from './lighting.js';

const inkShare = (image: GrayImage): number =>
  image.data.reduce((n, v) => n + (v === 0 ? 1 : 0), 0) / image.data.length;

describe('binarization', () => {
  it('puts Otsu’s threshold between ink and paper', () => {
    const data = Uint8Array.from({ length: 1000 }, (_, i) => (i % 4 === 0 ? 40 + (i % 7) : 220));
    const threshold = otsuThreshold({ data, width: 100, height: 10 });
    expect(threshold).toBeGreaterThanOrEqual(46);
    expect(threshold).toBeLessThan(220);
    const binary = binarize({ data, width: 100, height: 10 });
    expect(new Set(binary.data)).toEqual(new Set([0, 255]));
    expect(inkShare(binary)).toBeCloseTo(0.25, 5);
  });

  it('takes no shadow for ink once the lighting is evened out', async () => {
    const page = await grayOf(await printedPage({ width: 600, height: 600, pitch: 24 }));
    // Light falling off to the right, to a third of its strength.
    const shaded = {
      ...page,
      data: page.data.map((v, i) => Math.round(v * (1 - 0.66 * ((i % page.width) / page.width)))),
    };
    const truth = inkShare(binarize(page));
    expect(inkShare(binarize(shaded))).toBeGreaterThan(truth * 1.5);
    const evened = await flattenLighting(shaded, await coarseGrid(shaded));
    expect(Math.abs(inkShare(binarize(evened)) - truth)).toBeLessThan(truth * 0.25);
  });
});
