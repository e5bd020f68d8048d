/**
 * Where the paper is in a photo of a page lying on a table. On a coarse grid of mean brightness
 * the paper is grown from its brightest cells into every neighbour that is nearly as bright as
 * the brightest cell around it: a shadow or light falling off darkens the paper gradually, but
 * the table is much darker than the paper beside it. Everything outside (wood grain, the desk,
 * the paper's shadow) would reach OCR as rows of false letters and fool the line measurements,
 * so it is whitened and cropped away. A scan, where nothing darker surrounds the page, is kept
 * whole.
 */
import type { GrayImage } from './gray-image.js';
import { maxFilter } from './lighting.js';

/** A cell at least this share of the brightest cell around it may be paper... */
const STEP = 0.8;
/** ...around it: this many cells either side. */
const AROUND = 2;
/** Cells at least this share of the brightest are where the paper is grown from. */
const SEED = 0.93;
/** Paper is never darker than this share of its brightest part (the deepest shadow seen). */
const FLOOR = 0.3;
/** Paper smaller than this share of the photo is not what the photo is of. */
const MIN_SHARE = 0.12;

export interface PaperRegion {
  /** One byte per grid cell: 1 on the paper. */
  cells: Uint8Array;
  /** Share of the grid the paper covers. */
  share: number;
  /** Bounding box in grid cells: left, top, right and bottom (exclusive). */
  box: [number, number, number, number];
}

/** The paper's cells on the coarse brightness grid, or null when nothing surrounds the page. */
export function findPaper(grid: GrayImage): PaperRegion | null {
  const cells = grownPaper(grid);
  fillHoles(cells, grid.width, grid.height);
  let area = 0;
  const box: PaperRegion['box'] = [grid.width, grid.height, 0, 0];
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      if (!cells[y * grid.width + x]) continue;
      area++;
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x + 1);
      box[3] = Math.max(box[3], y + 1);
    }
  }
  if (area < MIN_SHARE * cells.length || area === cells.length) return null;
  return { cells: erode(cells, grid.width, grid.height), share: area / cells.length, box };
}

/** The image cropped to the paper's box (`grid` is the brightness grid), white outside the paper. */
export function keepPaper(image: GrayImage, paper: PaperRegion, grid: GrayImage): GrayImage {
  const cellX = image.width / grid.width;
  const cellY = image.height / grid.height;
  const left = Math.min(image.width - 1, Math.floor(paper.box[0] * cellX));
  const top = Math.min(image.height - 1, Math.floor(paper.box[1] * cellY));
  const width = Math.max(1, Math.min(image.width, Math.ceil(paper.box[2] * cellX)) - left);
  const height = Math.max(1, Math.min(image.height, Math.ceil(paper.box[3] * cellY)) - top);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(grid.height - 1, Math.floor((top + y) / cellY));
    for (let x = 0; x < width; x++) {
      const gx = Math.min(grid.width - 1, Math.floor((left + x) / cellX));
      out[y * width + x] = paper.cells[gy * grid.width + gx]
        ? image.data[(top + y) * image.width + left + x]!
        : 255;
    }
  }
  return { data: out, width, height };
}

function grownPaper(grid: GrayImage): Uint8Array {
  const { width, data } = grid;
  const around = maxFilter(grid, AROUND).data;
  let brightest = 0;
  for (const v of data) brightest = Math.max(brightest, v);
  const floor = brightest * FLOOR;
  const bright = (i: number): boolean => data[i]! >= floor && data[i]! >= STEP * around[i]!;
  const paper = new Uint8Array(data.length);
  const stack: number[] = [];
  data.forEach((v, i) => {
    if (v >= brightest * SEED && bright(i)) {
      paper[i] = 1;
      stack.push(i);
    }
  });
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    const neighbours = [
      x > 0 ? i - 1 : -1,
      x < width - 1 ? i + 1 : -1,
      i - width,
      i + width < data.length ? i + width : -1,
    ];
    for (const n of neighbours) {
      if (n < 0 || paper[n] || !bright(n)) continue;
      paper[n] = 1;
      stack.push(n);
    }
  }
  return paper;
}

/** Marks as paper every cell the outside cannot reach (a dark logo or a stain on the page). */
function fillHoles(cells: Uint8Array, width: number, height: number): void {
  const outside = new Uint8Array(cells.length);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (i < 0 || i >= cells.length || outside[i] || cells[i]) continue;
    outside[i] = 1;
    const x = i % width;
    if (x > 0) stack.push(i - 1);
    if (x < width - 1) stack.push(i + 1);
    stack.push(i - width, i + width);
  }
  for (let i = 0; i < cells.length; i++) if (!outside[i]) cells[i] = 1;
}

/** One cell off the paper's rim, where the brightness grid blends paper and table. */
function erode(cells: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(cells.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      out[i] =
        cells[i] && cells[i - 1] && cells[i + 1] && cells[i - width] && cells[i + width] ? 1 : 0;
    }
  }
  return out;
}
