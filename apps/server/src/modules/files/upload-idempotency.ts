import { createHash } from 'node:crypto';
import type { FileWithItems } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { FilesService, UploadInput } from './files.service.js';
import type { UploadIdempotencyRepository } from './upload-idempotency.repository.js';

/** How long a key answers with its first upload. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000;

export interface UploadIdempotencyDeps {
  repository: UploadIdempotencyRepository;
  files: FilesService;
  clock: Clock;
  /** A key still without a file after this long belongs to an upload that died; retries may take it. */
  abandonAfterMs: number;
}

/** What identifies an upload's content: the file's bytes and every field. */
export function uploadFingerprint(input: UploadInput): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([
      input.file?.filename ?? null,
      input.claimedContentType ?? null,
      input.description ?? null,
      input.location ?? null,
      input.textContent ?? null,
    ]),
  );
  if (input.file) hash.update(input.file.buffer);
  return hash.digest('hex');
}

/**
 * Uploads with an `Idempotency-Key`: the first request with a key uploads (201); a retry with the
 * same key and the same content gets that first file back (200) instead of a second file, even
 * when the first answer was lost on the way. The same key with other content is 422; while the
 * first upload still runs, a retry is 409.
 */
export class IdempotentUploads {
  constructor(private readonly deps: UploadIdempotencyDeps) {}

  async upload(
    userId: string,
    input: UploadInput,
    key: string | undefined,
  ): Promise<{ file: FileWithItems; replayed: boolean }> {
    if (!key) return { file: await this.deps.files.upload(userId, input), replayed: false };
    const now = this.deps.clock.now();
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
    await this.deps.repository.deleteOlderThan(expiredBefore);
    const requestHash = uploadFingerprint(input);
    const claimed = await this.deps.repository.claim(
      { userId, key, requestHash, createdAt: now },
      expiredBefore,
      new Date(now.getTime() - this.deps.abandonAfterMs),
    );
    if (!claimed) {
      const existing = await this.deps.repository.find(userId, key);
      if (existing && existing.requestHash !== requestHash) {
        throw new AppError(
          422,
          'This Idempotency-Key was already used for a different upload. Use a new key for a new upload.',
        );
      }
      if (existing?.fileId) {
        return { file: await this.deps.files.get(userId, existing.fileId), replayed: true };
      }
      throw new AppError(
        409,
        'An upload with this Idempotency-Key is still running. Try again in a moment.',
        undefined,
        { 'Retry-After': '5' },
      );
    }
    try {
      return {
        file: await this.deps.files.upload(userId, { ...input, idempotencyKey: key }),
        replayed: false,
      };
    } catch (error) {
      await this.deps.repository.release(userId, key);
      throw error;
    }
  }
}
