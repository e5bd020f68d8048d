/**
 * A one-channel 8-bit image as raw bytes, row by row: what the page preparation steps pass
 * between them, so each step is plain arithmetic on pixels and sharp does the resampling.
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';

export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export function sharpOf(image: GrayImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
}

/** Runs a sharp pipeline and takes its output back as one grey channel. */
export async function grayFrom(pipeline: Sharp): Promise<GrayImage> {
  const { data, info } = await pipeline
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), ...size(info) };
}

const size = (info: OutputInfo) => ({ width: info.width, height: info.height });

/** The image scaled to at most `side` px on its longest side (never enlarged). */
export function shrunk(image: GrayImage, side: number): Promise<GrayImage> {
  return grayFrom(sharpOf(image).resize(side, side, { fit: 'inside', withoutEnlargement: true }));
}
