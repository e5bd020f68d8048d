/** Where uploaded files live: local disk by default, any S3-compatible store in production. */
export interface SignedUrlOptions {
  /** The type the browser is told. */
  contentType: string;
  /** The name offered when saving. */
  filename: string;
  expiresInSeconds: number;
}

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** One object found by listing the store. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
  /** A leftover of a write that never finished (local disk only); deleted like a key. */
  partial: boolean;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the keys (and partial leftovers named by `list`); missing keys are not an error. */
  delete(keys: string[]): Promise<void>;
  /**
   * Every object whose key starts with `prefix` ('' for all), in pages; only keys this server
   * makes are listed, so a shared bucket's other objects are never touched.
   */
  list(prefix: string): AsyncIterable<StoredObject[]>;
  /** Whether the store answers (for the health check). */
  ping(): Promise<boolean>;
  signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl>;
  /** Origins the browser loads files from, for the content security policy. */
  readonly imageOrigins: string[];
  close(): Promise<void>;
}

/** Keys are made by the server from ids, never from a client's file name. */
export const STORAGE_KEY_PATTERN =
  /^(?:[0-9a-f-]{36}|feedback)\/[0-9a-f-]{36}(?:-thumb)?\.(?:jpg|png|webp|gif|txt|md|csv|pdf)$/;

/** A key being written on local disk: `<key>.<pid>.partial`, renamed to the key when complete. */
export const PARTIAL_KEY_PATTERN =
  /^(?:[0-9a-f-]{36}|feedback)\/[0-9a-f-]{36}(?:-thumb)?\.(?:jpg|png|webp|gif|txt|md|csv|pdf)\.\d+\.partial$/;

/** The folder of a user's files: every key of theirs starts with it. */
export const userStoragePrefix = (userId: string) => `${userId}/`;

export function contentDisposition(
  filename: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
