/**
 * Whether a photo shows a page lying on a table: a sheet much brighter than what it lies on,
 * with rows of ink at a regular spacing, like lines of print. Photographed receipts under a
 * shadow or uneven light have too little bright paper and too few sharp strokes for the
 * whole-photo statistics (image-prep.ts), but their paper still stands out from the table and
 * their lines still repeat.
 */
import { binarize } from './binarize.js';
import type { GrayImage } from './gray-image.js';
import { cutOutPage } from './page-cutout.js';
import { measureTextLines } from './text-lines.js';

export interface PageShape {
  /** Share of the photo the paper covers; 1 when nothing surrounds the page. */
  paperShare: number;
  /** Share of ink on the cut-out paper after binarization. */
  ink: number;
  /** Spacing of the rows of ink as a share of the photo's longest side; null when irregular. */
  linePitch: number | null;
  /** How regular the rows are, 0..1. */
  lineRhythm: number;
}

export async function pageShape(photo: GrayImage): Promise<PageShape> {
  const { page, paperShare } = await cutOutPage(photo);
  const binary = binarize(page);
  let ink = 0;
  for (const v of binary.data) if (v === 0) ink++;
  const lines = measureTextLines(binary);
  const side = Math.max(photo.width, photo.height);
  return {
    paperShare,
    ink: ink / binary.data.length,
    linePitch: lines.pitch === null ? null : lines.pitch / side,
    lineRhythm: lines.rhythm,
  };
}

/**
 * Measured at 640 px: the photographed receipts have paper 0.17–0.59, ink 0.03–0.13, line
 * spacing 0.019–0.041 of the side and rhythm 0.19–0.75 (all but the one below 0.3 pass); of the
 * photo corpus' photos where a bright area stands out, only two have a line spacing at all: a
 * toilet (ink 0.16, spacing 0.083) and white dogs on grass (ink 0.017, spacing 0.008, fur).
 */
export function looksLikePhotographedPage(shape: PageShape): boolean {
  return (
    shape.paperShare >= 0.12 &&
    // A page filling the frame is left to the whole-photo statistics.
    shape.paperShare <= 0.95 &&
    shape.ink >= 0.02 &&
    shape.ink <= 0.15 &&
    shape.linePitch !== null &&
    // Lines 8 to 32 px apart at 640 px: print a camera can resolve, not fur or a texture's grain.
    shape.linePitch >= 0.0125 &&
    shape.linePitch <= 0.05 &&
    shape.lineRhythm >= 0.3
  );
}
