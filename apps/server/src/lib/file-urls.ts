import type { Storage } from '../adapters/storage/storage.js';
import type { FileRow } from '../db/schema.js';

/** Signed file addresses expire after an hour by default. */
export const SIGNED_URL_TTL_SECONDS = 3600;

export interface FileUrls {
  url: string;
  thumbnailUrl: string | null;
  expiresAt: Date;
}

type SignableFile = Pick<FileRow, 'id' | 'storageKey' | 'thumbnailKey' | 'mimeType' | 'filename'>;

/** Signs the addresses of files, once per file however many items point at it. */
export class FileUrlSigner {
  private readonly cache = new Map<string, Promise<FileUrls>>();

  constructor(
    private readonly storage: Storage,
    private readonly ttlSeconds = SIGNED_URL_TTL_SECONDS,
  ) {}

  urlsOf(file: SignableFile): Promise<FileUrls> {
    let urls = this.cache.get(file.id);
    if (!urls) {
      urls = this.sign(file);
      this.cache.set(file.id, urls);
    }
    return urls;
  }

  private async sign(file: SignableFile): Promise<FileUrls> {
    const main = await this.storage.signedUrl(file.storageKey, {
      contentType: file.mimeType,
      filename: file.filename,
      expiresInSeconds: this.ttlSeconds,
    });
    const thumbnail = file.thumbnailKey
      ? await this.storage.signedUrl(file.thumbnailKey, {
          contentType: 'image/jpeg',
          filename: `thumbnail-${file.filename.replace(/\.[^.]+$/, '')}.jpg`,
          expiresInSeconds: this.ttlSeconds,
        })
      : null;
    return { url: main.url, thumbnailUrl: thumbnail?.url ?? null, expiresAt: main.expiresAt };
  }
}

type PicturedItem = {
  id: string;
  itemName: string;
  imageKey: string | null;
  imageThumbnailKey: string | null;
  visualAreaPercentage: number;
};
type ItemSource = Pick<FileRow, 'id' | 'storageKey' | 'thumbnailKey' | 'mimeType' | 'filename'> & {
  contentType: string;
};

/**
 * What to show as an item's picture: its own (the crop of the photo it was found in, or a photo
 * its owner added); else, for an item seen in a photo before crops existed, that photo. Items read
 * from a document have none: the receipt is not a picture of the item.
 */
export function pictureOf(
  item: PicturedItem,
  source: ItemSource | null | undefined,
): SignableFile | null {
  if (item.imageKey) {
    return {
      id: `item:${item.id}:${item.imageKey}`,
      storageKey: item.imageKey,
      thumbnailKey: item.imageThumbnailKey,
      mimeType: 'image/jpeg',
      filename: `${item.itemName.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'item'}.jpg`,
    };
  }
  if (source?.id && source.contentType === 'image' && item.visualAreaPercentage > 0) return source;
  return null;
}
