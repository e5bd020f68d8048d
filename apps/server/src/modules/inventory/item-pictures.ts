/**
 * Each item found in a photo gets its own picture: its box with a margin, cut from the photo's
 * pixels as decoded at upload (oriented, the stored photo's size), plus a thumbnail. Owners can
 * also give an item a photo of its own.
 */
import type { Sharp } from 'sharp';
import { decodePhoto, pixelsOf, type DecodedPhoto } from '../../adapters/photo/decoded-photo.js';
import { badRequest } from '../../lib/app-error.js';

export const ITEM_PICTURE_SIDE = 1024;
export const ITEM_THUMBNAIL_SIDE = 320;
/** Margin around the box, as a share of the box's own size (and at least 2 % of the photo). */
const MARGIN = 0.12;
const MIN_MARGIN = 0.02;

export type Region = [number, number, number, number];

export interface ItemPicture {
  picture: Buffer;
  thumbnail: Buffer;
}

/** The pixel rectangle of a 0..1 region with its margin, inside a width × height photo. */
export function cropRectangle(region: Region, width: number, height: number) {
  const [x1, y1, x2, y2] = region;
  const mx = Math.max(MIN_MARGIN, (x2 - x1) * MARGIN);
  const my = Math.max(MIN_MARGIN, (y2 - y1) * MARGIN);
  const left = Math.max(0, Math.floor((x1 - mx) * width));
  const top = Math.max(0, Math.floor((y1 - my) * height));
  const right = Math.min(width, Math.ceil((x2 + mx) * width));
  const bottom = Math.min(height, Math.ceil((y2 + my) * height));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

async function encode(image: Sharp): Promise<ItemPicture> {
  const picture = await image
    .clone()
    .resize(ITEM_PICTURE_SIDE, ITEM_PICTURE_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
  const thumbnail = await image
    .clone()
    .resize(ITEM_THUMBNAIL_SIDE, ITEM_THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { picture, thumbnail };
}

/** The crop of one item from the uploaded photo's pixels (no second decode of the photo). */
export async function cropItem(photo: DecodedPhoto, region: Region): Promise<ItemPicture> {
  const rectangle = cropRectangle(region, photo.width, photo.height);
  return encode(pixelsOf(photo).extract(rectangle).flatten({ background: '#fff' }));
}

/** A photo an owner gives an item: oriented, metadata removed, bounded; decoded once. */
export async function ownerPicture(bytes: Buffer): Promise<ItemPicture> {
  let photo: DecodedPhoto;
  try {
    photo = await decodePhoto(bytes, { maxSide: ITEM_PICTURE_SIDE, strict: true });
  } catch {
    throw badRequest('The photo could not be read: use a JPEG, PNG, WebP, HEIC or AVIF image.');
  }
  return encode(pixelsOf(photo).flatten({ background: '#fff' }));
}
