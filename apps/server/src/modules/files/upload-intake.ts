import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  PHOTO_MAX_INPUT_PIXELS,
  PHOTO_MAX_SIDE,
  decodePhoto,
  photoDimensions,
  pixelsOf,
  type DecodedPhoto,
} from '../../adapters/photo/decoded-photo.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { ProcessedPdf } from './pdf-intake.js';

/** Longest side kept for stored photos. */
export const MAX_IMAGE_SIDE = PHOTO_MAX_SIDE;
/** Pixel-flood guard: decoding more pixels than this is refused before any decoding. */
export const MAX_IMAGE_PIXELS = PHOTO_MAX_INPUT_PIXELS;
export const THUMBNAIL_SIDE = 480;

export const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/avif',
]);

const TEXT_TYPES: Record<string, { mime: string; extension: 'txt' | 'md' | 'csv' }> = {
  '.md': { mime: 'text/markdown', extension: 'md' },
  '.markdown': { mime: 'text/markdown', extension: 'md' },
  '.csv': { mime: 'text/csv', extension: 'csv' },
};

export const UNSUPPORTED_TYPE_MESSAGE =
  'Unsupported file type. Upload a photo (JPEG, PNG, WebP, GIF, HEIC or AVIF) or a text document (plain text, Markdown, CSV or PDF).';

export interface ProcessedImage {
  kind: 'image';
  /** Re-encoded: orientation applied, metadata (GPS above all) removed, longest side capped. */
  body: Buffer;
  mime: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  thumbnail: Buffer;
  width: number;
  height: number;
  /**
   * The pixels `body` was encoded from: analysis and item pictures work on these, so the photo
   * is decoded once.
   */
  photo: DecodedPhoto;
}

export interface ProcessedText {
  kind: 'text';
  body: Buffer;
  text: string;
  mime: string;
  extension: 'txt' | 'md' | 'csv';
}

export type ProcessedUpload = ProcessedImage | ProcessedText | ProcessedPdf;

/**
 * Decides what an upload is from its bytes, whatever the client claims, and prepares it for
 * storage: images are decoded once and re-encoded with sharp (which works on libuv's thread pool), text is checked
 * to be UTF-8, and a PDF's text layer is read by `readPdf` (off the event loop).
 */
export async function processUpload(
  buffer: Buffer,
  filename: string,
  readPdf: (pdf: Buffer) => Promise<ProcessedPdf>,
): Promise<ProcessedUpload> {
  if (buffer.length === 0) throw badRequest('The file is empty.');
  const sniffed = await fileTypeFromBuffer(buffer);
  if (sniffed && IMAGE_TYPES.has(sniffed.mime)) return processImage(buffer);
  if (sniffed?.mime === 'application/pdf') return readPdf(buffer);
  if (!sniffed && isUtf8(buffer) && !buffer.includes(0)) {
    const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
    const known = TEXT_TYPES[path.extname(filename).toLowerCase()];
    return {
      kind: 'text',
      body: Buffer.from(text, 'utf8'),
      text,
      mime: known?.mime ?? 'text/plain',
      extension: known?.extension ?? 'txt',
    };
  }
  throw new AppError(415, UNSUPPORTED_TYPE_MESSAGE);
}

export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  let size: { width: number; height: number };
  try {
    size = await photoDimensions(buffer);
  } catch {
    throw badRequest('The image could not be read: the file is damaged or incomplete.');
  }
  const { width, height } = size;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      413,
      `The image is too large: ${width} × ${height} pixels. Photos may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  try {
    const photo = await decodePhoto(buffer, {
      maxSide: MAX_IMAGE_SIDE,
      maxInputPixels: MAX_IMAGE_PIXELS,
      strict: true,
    });
    const keepsAlpha = photo.channels === 4;
    const body = keepsAlpha
      ? await pixelsOf(photo).png({ compressionLevel: 8 }).toBuffer()
      : await pixelsOf(photo).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
    const thumbnail = await pixelsOf(photo)
      .resize({
        width: THUMBNAIL_SIDE,
        height: THUMBNAIL_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78 })
      .toBuffer();
    return {
      kind: 'image',
      body,
      mime: keepsAlpha ? 'image/png' : 'image/jpeg',
      extension: keepsAlpha ? 'png' : 'jpg',
      thumbnail,
      width: photo.width,
      height: photo.height,
      photo,
    };
  } catch {
    throw badRequest('The image could not be read: the file is damaged or incomplete.');
  }
}
