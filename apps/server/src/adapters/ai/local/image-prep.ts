/**
 * The detector's inputs from the photo's decoded pixels, resampled with sharp (libvips runs on
 * libuv's thread pool, off the event loop; no decoding here): a small RGB copy gives the detector
 * input (512×512, stretched like the model's training data) and cheap statistics that say
 * whether the photo looks like a document.
 */
import sharp, { type Sharp } from 'sharp';
import { pixelsOf, type DecodedPhoto } from '../../photo/decoded-photo.js';
import { looksLikePhotographedPage, pageShape, type PageShape } from './page-prep/page-shape.js';
import { sceneStats, type SceneStats } from './scene.js';

export const ANALYSIS_SIDE = 640;
/** Photos at least this long on their longest side are also read in overlapping tiles. */
export const TILE_MIN_SIDE = 1400;
/** Side of the decode that tiles are cut from. */
const TILE_SOURCE_SIDE = 1280;
/** Each tile spans this share of the longest side; two tiles overlap by the rest. */
const TILE_SPAN = 0.6;

/** Share of the detector input's side that the whole photo takes in the context pass. */
export const CONTEXT_SHARE = 0.6;

export interface DocumentStats {
  /** Share of pixels that are bright and colourless (paper). */
  paper: number;
  /** Share of pixels with a strong luminance gradient (printed strokes). */
  strongEdges: number;
  /** Mean saturation 0..1. */
  saturation: number;
  /**
   * Share of 16-px blocks that look like printed text: dense sharp strokes with both dark ink and
   * light ground. Textures (gravel, wood grain, grass) have strokes but rarely that contrast.
   */
  textLike: number;
  /** A sheet on a table with rows of print, seen under any light (page-prep/page-shape.ts). */
  page: PageShape;
}

export interface PreparedImage {
  width: number;
  height: number;
  /** detectorSize² × 3 RGB bytes in a fresh, transferable ArrayBuffer. */
  detectorInput: Uint8Array;
  /**
   * The whole photo shrunk to CONTEXT_SHARE of the detector input, centred on grey: a close-up
   * (a ball or a pair of scissors filling the frame) gets the margin the model expects around
   * an object. `box` is where the photo sits in that input (0..1).
   */
  context: { input: Uint8Array; box: [number, number, number, number] };
  /** Overlapping tiles of a large photo, each detectorSize² RGB, with where they sit (0..1). */
  tiles: Array<{ input: Uint8Array; box: [number, number, number, number] }>;
  stats: DocumentStats;
  scene: SceneStats;
}

/** The photo's pixels as opaque RGB: transparency on white, as the stored photo is shown. */
function opaque(photo: DecodedPhoto): Sharp {
  return pixelsOf(photo).flatten({ background: '#ffffff' }).removeAlpha();
}

/** A copy of at most `side` px on its longest side, opaque RGB. */
async function smallCopy(photo: DecodedPhoto, side: number) {
  const { data, info } = await opaque(photo)
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, smallWidth: info.width, smallHeight: info.height };
}

export async function prepareImage(
  photo: DecodedPhoto,
  detectorSize: number,
): Promise<PreparedImage> {
  const { width, height } = photo;
  const large = Math.max(width, height) >= TILE_MIN_SIDE;
  const small = await smallCopy(photo, large ? TILE_SOURCE_SIDE : ANALYSIS_SIDE);
  const { smallWidth, smallHeight } = small;
  const raw = { raw: { width: smallWidth, height: smallHeight, channels: 3 as const } };
  // The whole-photo input in one resampling: from the full pixels when the photo is small; a
  // large photo's TILE_SOURCE_SIDE copy, made for its tiles, serves here too (on the corpus one
  // resampling, not two, stopped a mug reading as a vase, an orange as an apple).
  const detectorInput = await toDetectorInput(
    large ? sharp(small.data, raw) : opaque(photo),
    detectorSize,
  );
  const context = await contextInput(detectorInput, detectorSize);
  const tiles: PreparedImage['tiles'] = [];
  for (const box of tileBoxes(smallWidth, smallHeight)) {
    const [x1, y1, x2, y2] = box;
    const region = {
      left: Math.round(x1 * smallWidth),
      top: Math.round(y1 * smallHeight),
      width: Math.round((x2 - x1) * smallWidth),
      height: Math.round((y2 - y1) * smallHeight),
    };
    tiles.push({
      input: await toDetectorInput(sharp(small.data, raw).extract(region), detectorSize),
      box,
    });
  }
  // Statistics on at most ANALYSIS_SIDE px: they measure shares, not detail.
  let stats = { data: small.data, w: smallWidth, h: smallHeight };
  if (Math.max(smallWidth, smallHeight) > ANALYSIS_SIDE) {
    const { data, info } = await sharp(small.data, raw)
      .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    stats = { data, w: info.width, h: info.height };
  }
  return {
    width,
    height,
    detectorInput,
    context,
    tiles,
    stats: await documentStats(stats.data, stats.w, stats.h),
    scene: sceneStats(stats.data, stats.w, stats.h),
  };
}

async function contextInput(
  detectorInput: Uint8Array,
  size: number,
): Promise<PreparedImage['context']> {
  const inner = Math.round(size * CONTEXT_SHARE);
  const before = Math.floor((size - inner) / 2);
  const after = size - inner - before;
  const shrunk = await sharp(detectorInput, { raw: { width: size, height: size, channels: 3 } })
    .resize(inner, inner, { fit: 'fill' })
    .extend({
      top: before,
      left: before,
      bottom: after,
      right: after,
      background: { r: 128, g: 128, b: 128 },
    })
    .raw()
    .toBuffer();
  const input = new Uint8Array(shrunk.length);
  input.set(shrunk);
  const lo = before / size;
  const hi = (before + inner) / size;
  return { input, box: [lo, lo, hi, hi] };
}

async function toDetectorInput(pipeline: Sharp, size: number): Promise<Uint8Array> {
  const resized = await pipeline.resize(size, size, { fit: 'fill' }).raw().toBuffer();
  // A fresh ArrayBuffer of its own, so it can be transferred to the worker.
  const input = new Uint8Array(resized.length);
  input.set(resized);
  return input;
}

/** Two overlapping tiles along the longest side of a large photo; none for smaller ones. */
export function tileBoxes(width: number, height: number): Array<[number, number, number, number]> {
  if (Math.max(width, height) < TILE_SOURCE_SIDE * 0.9) return [];
  if (width >= height) {
    return [
      [0, 0, TILE_SPAN, 1],
      [1 - TILE_SPAN, 0, 1, 1],
    ];
  }
  return [
    [0, 0, 1, TILE_SPAN],
    [0, 1 - TILE_SPAN, 1, 1],
  ];
}

export async function documentStats(
  rgb: Uint8Array,
  width: number,
  height: number,
): Promise<DocumentStats> {
  const n = width * height;
  const lum = new Float32Array(n);
  let paper = 0;
  let saturation = 0;
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    const l = 0.299 * r + 0.587 * g + 0.114 * b;
    lum[i] = l;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    saturation += max === 0 ? 0 : (max - min) / max;
    if (l > 160 && max - min < 40) paper++;
  }
  let strong = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx = lum[i + 1]! - lum[i - 1]!;
      const gy = lum[i + width]! - lum[i - width]!;
      if (gx * gx + gy * gy > 120 * 120) strong++;
    }
  }
  const gray = Uint8Array.from(lum, (l) => Math.round(l));
  return {
    paper: paper / n,
    strongEdges: strong / n,
    saturation: saturation / n,
    textLike: textLikeBlocks(lum, width, height),
    page: await pageShape({ data: gray, width, height }),
  };
}

const BLOCK = 16;

function textLikeBlocks(lum: Float32Array, width: number, height: number): number {
  let blocks = 0;
  let texty = 0;
  for (let by = 1; by + BLOCK < height; by += BLOCK) {
    for (let bx = 1; bx + BLOCK < width; bx += BLOCK) {
      blocks++;
      let dark = 0;
      let light = 0;
      let edges = 0;
      for (let y = by; y < by + BLOCK; y++) {
        for (let x = bx; x < bx + BLOCK; x++) {
          const i = y * width + x;
          const l = lum[i]!;
          if (l < 90) dark++;
          else if (l > 170) light++;
          const gx = lum[i + 1]! - lum[i - 1]!;
          const gy = lum[i + width]! - lum[i - width]!;
          if (gx * gx + gy * gy > 100 * 100) edges++;
        }
      }
      const area = BLOCK * BLOCK;
      if (edges >= area * 0.08 && dark >= area * 0.08 && light >= area * 0.25) texty++;
    }
  }
  return blocks ? texty / blocks : 0;
}

/**
 * A photographed receipt, label or page: mostly colourless bright paper with many sharp dark
 * strokes. Measured at 640 px on the fixtures: the receipt photo has paper 0.87 / strong edges
 * 0.10; the other photos have either little paper (portrait 0.05 / 0.025, workshop 0.21 / 0.021)
 * or few strokes (kitchen 0.48 / 0.002, desk 0.39 / 0.000); the wood texture has neither.
 * Or a sheet on a table whose lines of print show under a shadow or dim light.
 */
export function looksLikeDocument(stats: DocumentStats): boolean {
  return (
    (stats.paper >= 0.3 && stats.strongEdges >= 0.02) ||
    // a smaller page on a darker table: demand twice the strokes
    (stats.paper >= 0.2 && stats.strongEdges >= 0.04) ||
    looksLikePhotographedPage(stats.page)
  );
}
