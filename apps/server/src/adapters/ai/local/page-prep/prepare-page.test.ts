import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePhoto } from '../../../photo/decoded-photo.js';
import { photographedPage, printedPage } from '../../../../testing/synthetic-pages.js';
import { MAX_PIXELS, TARGET_LINE_PITCH, pageScale, preparePage } from './prepare-page.js';

describe('a page prepared for OCR', () => {
  it('is straightened, cut out of the table and scaled to the text size tesseract reads best', async () => {
    const { jpeg } = await photographedPage(
      { width: 420, height: 760, pitch: 20 },
      { width: 768, height: 1024 },
      -6,
    );
    const page = await preparePage(await decodePhoto(jpeg), 2000);
    expect(Math.abs(page.skew - -6)).toBeLessThanOrEqual(1);
    // Lines 20 px apart brought to about TARGET_LINE_PITCH.
    expect(page.scale).toBeGreaterThan((TARGET_LINE_PITCH / 20) * 0.85);
    expect(page.scale).toBeLessThan((TARGET_LINE_PITCH / 20) * 1.15);
    // Only the sheet is left, not the whole photo.
    expect(page.width / page.scale).toBeLessThan(620);
    const meta = await sharp(page.png).metadata();
    expect({ width: meta.width, height: meta.height, channels: meta.channels }).toEqual({
      width: page.width,
      height: page.height,
      channels: 1,
    });
  });

  it('stays within its bounds, however large the photo', async () => {
    // A small page blown up to 6000×4000 (drawing that many bars directly is slow).
    const small = await printedPage({ width: 600, height: 400, pitch: 20 });
    const huge = await sharp(small).resize(6000, 4000).png({ compressionLevel: 1 }).toBuffer();
    const page = await preparePage(await decodePhoto(huge, { maxSide: 6000 }), 2000);
    expect(Math.max(page.width, page.height)).toBeLessThanOrEqual(2000);
    expect(page.width * page.height).toBeLessThanOrEqual(MAX_PIXELS);
  });

  it('scales within its bounds', () => {
    const page = { data: new Uint8Array(0), width: 400, height: 500 };
    expect(pageScale(page, 25, 2400)).toBeCloseTo(2, 5);
    // Tiny print is enlarged at most three times, and never beyond the longest side allowed.
    expect(pageScale(page, 5, 4000)).toBe(3);
    expect(pageScale(page, 5, 1000)).toBeCloseTo(2, 5);
    // Large print is shrunk at most to half.
    expect(pageScale(page, 400, 2000)).toBe(0.5);
    // No measured spacing: the page is brought to the longest side allowed.
    expect(pageScale(page, null, 1000)).toBeCloseTo(2, 5);
    // The pixel bound wins over everything.
    const poster = { data: new Uint8Array(0), width: 4000, height: 4000 };
    expect(pageScale(poster, 10, 8000) ** 2 * 16e6).toBeLessThanOrEqual(MAX_PIXELS * 1.0001);
  });
});
