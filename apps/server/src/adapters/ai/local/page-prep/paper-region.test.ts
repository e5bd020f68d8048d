import { describe, expect, it } from 'vitest';
import { grayOf, photographedPage, printedPage } from '../../../../testing/synthetic-pages.js';
import { coarseGrid } from './lighting.js';
import { findPaper, keepPaper } from './paper-region.js';

describe('the paper in a photo', () => {
  it('finds a sheet lying on a table under uneven light, and whitens the table', async () => {
    const frame = { width: 768, height: 1024 };
    const { jpeg, sheet } = await photographedPage(
      { width: 420, height: 760, pitch: 24 },
      frame,
      5,
    );
    const photo = await grayOf(jpeg);
    const grid = await coarseGrid(photo);
    const paper = findPaper(grid);
    expect(paper).not.toBeNull();
    const cell = frame.width / grid.width;
    const [left, top, right, bottom] = paper!.box.map((v) => v * cell) as number[];
    // Within two cells of the turned sheet's bounding box.
    expect(Math.abs(left! - sheet.left)).toBeLessThanOrEqual(2 * cell);
    expect(Math.abs(top! - sheet.top)).toBeLessThanOrEqual(2 * cell);
    expect(Math.abs(right! - (sheet.left + sheet.width))).toBeLessThanOrEqual(2 * cell);
    expect(Math.abs(bottom! - (sheet.top + sheet.height))).toBeLessThanOrEqual(2 * cell);

    const kept = keepPaper(photo, paper!, grid);
    // The cut-out's corners are table beside a turned sheet: white now.
    expect(kept.data[0]).toBe(255);
    expect(kept.data[kept.data.length - 1]).toBe(255);
  });

  it('keeps a scan whole: nothing surrounds the page', async () => {
    const scan = await grayOf(await printedPage({ width: 600, height: 800, pitch: 26 }));
    expect(findPaper(await coarseGrid(scan))).toBeNull();
  });
});
