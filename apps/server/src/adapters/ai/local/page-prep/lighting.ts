/**
 * Evens out the light on a photographed page: a shadow across it or light falling off towards
 * one edge leaves paper grey in places, which a single threshold would take for ink. Each pixel
 * is divided by the paper's own brightness around it, estimated on a coarse grid by a closing:
 * the brightest nearby value (ink is darker than the paper it is printed on), then the darkest
 * of those, so a shadow's edge stays where it is instead of spreading the lit side's brightness
 * over the shade; smoothed and scaled back up.
 */
import { grayFrom, sharpOf, type GrayImage } from './gray-image.js';

/**
 * Cells along the coarse grid's longest side: a cell is wider than a stroke and narrower than a
 * shadow's soft edge (8 px on a 1024 px photo).
 */
export const GRID_SIDE = 128;
/** Cells either side searched for the brightest paper: spans a line of text and its gap. */
const REACH = 3;
/** Ground darker than this is no paper: dividing by it would only blow up noise. */
const DARKEST_GROUND = 24;

/** The image's mean brightness per cell of a grid GRID_SIDE cells long. */
export function coarseGrid(image: GrayImage): Promise<GrayImage> {
  const cell = Math.max(image.width, image.height) / GRID_SIDE;
  return grayFrom(
    sharpOf(image).resize(
      Math.max(1, Math.round(image.width / cell)),
      Math.max(1, Math.round(image.height / cell)),
      { fit: 'fill' },
    ),
  );
}

/** The image divided by the paper's brightness around each pixel: paper becomes white. */
export async function flattenLighting(image: GrayImage, grid: GrayImage): Promise<GrayImage> {
  const smooth = await grayFrom(
    sharpOf(rankFilter(rankFilter(grid, REACH, Math.max), REACH, Math.min))
      .blur(REACH)
      .resize(image.width, image.height, { fit: 'fill', kernel: 'linear' }),
  );
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) {
    const level = Math.max(smooth.data[i]!, DARKEST_GROUND);
    out[i] = Math.min(255, Math.round((image.data[i]! * 255) / level));
  }
  return { data: out, width: image.width, height: image.height };
}

/** The brightest value within `reach` pixels (a square). */
export function maxFilter(image: GrayImage, reach: number): GrayImage {
  return rankFilter(image, reach, Math.max);
}

/** The value `pick` chooses within `reach` pixels (a square), by rows then columns. */
function rankFilter(
  image: GrayImage,
  reach: number,
  pick: (a: number, b: number) => number,
): GrayImage {
  const { width, height } = image;
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = image.data[y * width + x]!;
      const from = Math.max(0, x - reach);
      const to = Math.min(width - 1, x + reach);
      for (let k = from; k <= to; k++) best = pick(best, image.data[y * width + k]!);
      rows[y * width + x] = best;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = Math.max(0, y - reach);
    const to = Math.min(height - 1, y + reach);
    for (let x = 0; x < width; x++) {
      let best = rows[y * width + x]!;
      for (let k = from; k <= to; k++) best = pick(best, rows[k * width + x]!);
      out[y * width + x] = best;
    }
  }
  return { data: out, width, height };
}
