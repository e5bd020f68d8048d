import sharp from 'sharp';
import type { Storage } from '../../adapters/storage/storage.js';
import type { ItemWithSource } from '../inventory/index.js';

/** Side of a picture in the report, in pixels: sharp at 2× the 84 pt it is printed at. */
const PICTURE_PIXELS = 168;

/**
 * Where an item's picture is stored: its own picture (its crop of the photo, or one its owner
 * added), else its photo's thumbnail (the whole photo when there is none). Items found in a
 * document have no picture. The one place that decides which image stands for an item.
 */
export function pictureKeyOf(item: ItemWithSource): string | null {
  const own = item.imageThumbnailKey ?? item.imageKey;
  if (own) return own;
  if (item.source?.contentType !== 'image') return null;
  return item.source.thumbnailKey ?? item.source.storageKey;
}

/**
 * A small JPEG of the picture behind the key, or null when it is missing or unreadable: a lost
 * file must not stop the report. Downscaled so the report's memory stays bounded by its page.
 */
export async function loadPicture(storage: Storage, key: string): Promise<Buffer | null> {
  try {
    const stored = await storage.get(key);
    if (!stored) return null;
    return await sharp(stored, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PICTURE_PIXELS, PICTURE_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: false })
      .toBuffer();
  } catch {
    return null;
  }
}
