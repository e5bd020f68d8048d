import { describe, expect, it } from 'vitest';
import { grayOf, photographedPage, printedPage } from '../../../../testing/synthetic-pages.js';
import { looksLikePhotographedPage, pageShape } from './page-shape.js';
import { shrunk } from './gray-image.js';

describe('a photographed page', () => {
  it('is told by its sheet standing out from the table and its regular lines', async () => {
    const { jpeg } = await photographedPage(
      { width: 420, height: 760, pitch: 22 },
      { width: 768, height: 1024 },
      4,
    );
    const shape = await pageShape(await shrunk(await grayOf(jpeg), 640));
    expect(shape.paperShare).toBeGreaterThan(0.2);
    expect(shape.paperShare).toBeLessThan(0.6);
    expect(looksLikePhotographedPage(shape)).toBe(true);
  });

  it('is not a scan (left to the whole-photo statistics) nor a blank sheet on a table', async () => {
    const scan = await grayOf(await printedPage({ width: 480, height: 640, pitch: 20 }));
    expect(looksLikePhotographedPage(await pageShape(scan))).toBe(false);
    const { jpeg } = await photographedPage(
      { width: 420, height: 760, pitch: 2000 },
      { width: 768, height: 1024 },
      4,
    );
    const blank = await pageShape(await shrunk(await grayOf(jpeg), 640));
    expect(blank.linePitch).toBeNull();
    expect(looksLikePhotographedPage(blank)).toBe(false);
  });
});
