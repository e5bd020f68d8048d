import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { NewFile } from '../files/index.js';
import { IMAGE_TYPES, processImage } from '../files/index.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { formatByteSize } from '../../lib/byte-size.js';

export const PLACE_PHOTO_TYPE_MESSAGE =
  "A place's photo is an image: JPEG, PNG, WebP, GIF, HEIC or AVIF.";

/** The photo sent for a place: the bytes and the name they came with. */
export interface PlacePhotoUpload {
  bytes: Buffer;
  fileName: string;
}

/** Reads a multipart body with one image in the field `file`. */
export async function readPlacePhoto(
  request: FastifyRequest,
  maxBytes: number,
): Promise<PlacePhotoUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the photo as multipart/form-data with a "file" field.');
  }
  let photo: PlacePhotoUpload | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 5 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}": send the photo as "file".`);
      }
      photo = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The photo is too large. The limit is ${formatByteSize(maxBytes)}.`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('Send one photo.');
    }
    throw badRequest('The upload could not be read: the multipart body is malformed.');
  }
  if (!photo) throw badRequest('Choose a photo (multipart field "file").');
  return photo;
}

/** A stored photo: its file row and what to write to storage under its keys. */
export interface PreparedPlacePhoto {
  file: NewFile;
  body: Buffer;
  thumbnail: Buffer;
}

/**
 * The photo as the household's image file, re-encoded like any uploaded photo (oriented, GPS and
 * other metadata removed, with a thumbnail). It is not read for items: it shows a place.
 */
export async function preparePlacePhoto(
  upload: PlacePhotoUpload,
  owner: { userId: string; householdId: string; placeName: string; now: Date },
): Promise<PreparedPlacePhoto> {
  if (upload.bytes.length === 0) throw badRequest('The photo is empty.');
  const sniffed = await fileTypeFromBuffer(upload.bytes);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) {
    throw new AppError(415, PLACE_PHOTO_TYPE_MESSAGE);
  }
  const image = await processImage(upload.bytes);
  const id = randomUUID();
  const folder = `${owner.userId}/`;
  const stem = (upload.fileName || 'place').replace(/\.[^.]*$/, '').slice(0, 150) || 'place';
  return {
    body: image.body,
    thumbnail: image.thumbnail,
    file: {
      id,
      userId: owner.userId,
      householdId: owner.householdId,
      filename: `${stem}.${image.extension}`,
      contentType: 'image',
      mimeType: image.mime,
      fileSize: image.body.length,
      storageKey: `${folder}${id}.${image.extension}`,
      thumbnailKey: `${folder}${id}-thumb.jpg`,
      width: image.width,
      height: image.height,
      description: `Photo of the place "${owner.placeName}"`,
      analysisStatus: 'completed',
      contentSha256: createHash('sha256').update(upload.bytes).digest('hex'),
      createdAt: owner.now,
      updatedAt: owner.now,
    },
  };
}
