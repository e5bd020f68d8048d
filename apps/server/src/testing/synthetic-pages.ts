/**
 * Pages of "print" drawn without fonts, for the page-preparation tests (unit tests only): rows of
 * dark word-sized bars on paper, optionally lying on a darker table under a shadow.
 */
import sharp from 'sharp';
import type { GrayImage } from '../adapters/ai/local/page-prep/gray-image.js';

export interface PrintedPage {
  width: number;
  height: number;
  /** Distance between neighbouring lines of print, px. */
  pitch: number;
  /** Height of a line's bars, px. */
  lineHeight?: number;
  /** Margin around the print, px. */
  margin?: number;
}

/** Deterministic pseudo-random numbers, so every run draws the same page. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * SVG of the page: off-white paper with lines of words of random lengths, each letter a thin
 * stem and a crossbar, about as much ink as print has.
 */
export function printedPageSvg(page: PrintedPage, seed = 1): string {
  const { width, height, pitch } = page;
  const lineHeight = page.lineHeight ?? Math.round(pitch * 0.55);
  const margin = page.margin ?? Math.round(pitch);
  const rand = random(seed);
  const bars: string[] = [];
  for (let y = margin; y + lineHeight <= height - margin; y += pitch) {
    let x = margin;
    const end = width - margin - rand() * width * 0.3;
    const stem = Math.max(1, lineHeight * 0.08);
    while (x < end) {
      const letters = 2 + Math.floor(rand() * 7);
      for (let k = 0; k < letters && x < end; k++) {
        const bar = y + lineHeight * (rand() < 0.5 ? 0.1 : 0.8);
        bars.push(`<rect x="${x.toFixed(1)}" y="${y}" width="${stem}" height="${lineHeight}"/>`);
        bars.push(
          `<rect x="${x.toFixed(1)}" y="${bar}" width="${lineHeight * 0.45}" height="${stem}"/>`,
        );
        x += lineHeight * 0.7;
      }
      x += lineHeight * 0.8;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f2efe8"/><g fill="#303030">${bars.join('')}</g></svg>`
  );
}

/** The page as encoded PNG bytes, turned clockwise by `degrees` on white. */
export function printedPage(page: PrintedPage, degrees = 0, seed = 1): Promise<Buffer> {
  return sharp(Buffer.from(printedPageSvg(page, seed)))
    .rotate(degrees, { background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/**
 * A photo of the page lying on a dark wooden table, turned by `degrees`, with light falling off
 * to the right and a soft shadow over its lower part: returns the JPEG and where the sheet is.
 */
export async function photographedPage(
  page: PrintedPage,
  frame: { width: number; height: number },
  degrees: number,
): Promise<{ jpeg: Buffer; sheet: { left: number; top: number; width: number; height: number } }> {
  const sheetImage = await sharp(Buffer.from(printedPageSvg(page)))
    .rotate(degrees, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const meta = await sharp(sheetImage).metadata();
  const left = Math.round((frame.width - meta.width) / 2);
  const top = Math.round((frame.height - meta.height) / 2);
  const table = Buffer.alloc(frame.width * frame.height * 3);
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      const grain = 14 * Math.sin(y * 0.05 + Math.sin(x * 0.01) * 3);
      const i = (y * frame.width + x) * 3;
      table[i] = 110 + grain;
      table[i + 1] = 76 + grain;
      table[i + 2] = 50 + grain;
    }
  }
  const lit = await sharp(table, { raw: { ...frame, channels: 3 } })
    .composite([{ input: sheetImage, left, top }])
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      const falloff = 1 - 0.35 * (x / frame.width);
      const shadow = 1 - 0.3 * Math.min(1, Math.max(0, (y - frame.height * 0.6) / 40));
      const i = (y * frame.width + x) * 3;
      for (let c = 0; c < 3; c++) lit[i + c] = Math.round(lit[i + c]! * falloff * shadow);
    }
  }
  const jpeg = await sharp(lit, { raw: { ...frame, channels: 3 } })
    .blur(0.8)
    .jpeg({ quality: 70 })
    .toBuffer();
  return { jpeg, sheet: { left, top, width: meta.width, height: meta.height } };
}

/** Decodes encoded image bytes to one grey channel. */
export async function grayOf(image: Buffer): Promise<GrayImage> {
  const { data, info } = await sharp(image)
    .grayscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}
