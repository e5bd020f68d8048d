/**
 * A photo decoded once: raw 8-bit sRGB pixels (with alpha when the photo has transparency), row
 * by row, EXIF orientation applied, the longest side capped. Storing, the thumbnail, detection,
 * OCR and item pictures all start from these pixels; `decodePhoto` is the one place where the
 * compressed bytes of a photo (JPEG, PNG, WebP, HEIC...) are decoded.
 */
import sharp, { type Sharp } from 'sharp';

export interface DecodedPhoto {
  /** width × height × channels bytes, interleaved, row by row. */
  pixels: Buffer;
  width: number;
  height: number;
  /** 3 (RGB), or 4 (RGBA) when the photo has transparency. */
  channels: 3 | 4;
}

/** Longest side kept: stored photos, their items' pictures and the analysis all fit in this. */
export const PHOTO_MAX_SIDE = 4096;
/** Pixel-flood guard: an image with more pixels than this is not decoded. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

export interface DecodeOptions {
  maxSide?: number;
  maxInputPixels?: number;
  /** Refuse a damaged file instead of decoding what can be read of it. */
  strict?: boolean;
}

export async function decodePhoto(
  bytes: Buffer,
  options: DecodeOptions = {},
): Promise<DecodedPhoto> {
  const maxSide = options.maxSide ?? PHOTO_MAX_SIDE;
  const { data, info } = await sharp(bytes, {
    limitInputPixels: options.maxInputPixels ?? PHOTO_MAX_INPUT_PIXELS,
    failOn: options.strict ? 'error' : 'none',
    animated: false,
  })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 && info.channels !== 4) {
    throw new Error(`Unexpected decoded photo with ${info.channels} channels`);
  }
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

/** The photo's size as its header states it, before any pixel is decoded (a pixel-flood check). */
export async function photoDimensions(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
  return { width, height };
}

/** A sharp pipeline over already decoded pixels: resampling, cropping, encoding; no decoding. */
export function pixelsOf(photo: DecodedPhoto): Sharp {
  const { width, height, channels } = photo;
  return sharp(photo.pixels, { raw: { width, height, channels } });
}
