import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../lib/app-error.js';
import { IMAGE_TYPES, processImage } from '../files/index.js';

export const ATTACHMENT_TYPE_MESSAGE =
  'Attach a photo (JPEG, PNG, WebP, GIF, HEIC or AVIF) or a PDF document.';

/** An attachment ready to store. */
export interface AttachmentUpload {
  body: Buffer;
  thumbnail: Buffer | null;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
  fileName: string;
}

/** A file name fit for a download header: no folders, no control characters, at most 200. */
export function cleanFileName(name: string | undefined, extension: string): string {
  const base = path
    .basename((name ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const stem = (base.replace(/\.[^.]*$/, '') || 'attachment').slice(0, 190);
  return `${stem}.${extension}`;
}

/**
 * What the bytes are decides, whatever the name or the browser says: a photo is re-encoded like
 * any uploaded photo (oriented, metadata such as GPS removed, with a thumbnail); a PDF is kept as
 * it is. Anything else is refused with 415.
 */
export async function intakeAttachment(
  bytes: Buffer,
  fileName: string | undefined,
): Promise<AttachmentUpload> {
  if (bytes.length === 0) throw badRequest('The file is empty.');
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime === 'application/pdf') {
    return {
      body: bytes,
      thumbnail: null,
      contentType: 'application/pdf',
      extension: 'pdf',
      fileName: cleanFileName(fileName, 'pdf'),
    };
  }
  if (sniffed && IMAGE_TYPES.has(sniffed.mime)) {
    const image = await processImage(bytes);
    return {
      body: image.body,
      thumbnail: image.thumbnail,
      contentType: image.mime,
      extension: image.extension,
      fileName: cleanFileName(fileName, image.extension),
    };
  }
  throw new AppError(415, ATTACHMENT_TYPE_MESSAGE);
}
