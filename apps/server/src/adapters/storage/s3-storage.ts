import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock.js';
import {
  contentDisposition,
  STORAGE_KEY_PATTERN,
  type StoredObject,
  type SignedUrl,
  type SignedUrlOptions,
  type Storage,
} from './storage.js';

export interface S3StorageOptions {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** Any S3-compatible store (AWS, MinIO, R2, …) through the AWS SDK v3, with presigned GETs. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly imageOrigins: string[];
  private readonly client: S3Client;
  private bucketReady: Promise<void> | undefined;

  constructor(
    private readonly options: S3StorageOptions,
    private readonly clock: Clock,
  ) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
    });
    this.imageOrigins = options.endpoint
      ? [new URL(options.endpoint).origin]
      : [
          `https://${options.bucket}.s3.${options.region}.amazonaws.com`,
          `https://s3.${options.region}.amazonaws.com`,
        ];
  }

  /** Creates the bucket on first use when it does not exist (handy for a fresh MinIO). */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
      } catch {
        await this.client.send(new CreateBucketCommand({ Bucket: this.options.bucket }));
      }
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    for (let start = 0; start < keys.length; start += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject[]> {
    await this.ensureBucket();
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: continuationToken,
        }),
      );
      const objects = (page.Contents ?? []).flatMap((object) =>
        object.Key && STORAGE_KEY_PATTERN.test(object.Key)
          ? [{ key: object.Key, modifiedAt: object.LastModified ?? new Date(), partial: false }]
          : [],
      );
      if (objects.length > 0) yield objects;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async ping(): Promise<boolean> {
    try {
      await this.ensureBucket();
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }), {
        abortSignal: AbortSignal.timeout(2000),
      });
      return true;
    } catch {
      return false;
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl> {
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: contentDisposition(options.filename),
      }),
      { expiresIn: options.expiresInSeconds, signingDate: this.clock.now() },
    );
    return {
      url,
      expiresAt: new Date(this.clock.now().getTime() + options.expiresInSeconds * 1000),
    };
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
