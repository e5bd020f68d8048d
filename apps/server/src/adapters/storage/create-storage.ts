import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export function createStorage(config: Config, clock: Clock): Storage {
  if (config.storage.driver === 's3') {
    const { s3 } = config.storage;
    return new S3Storage(
      {
        endpoint: s3.endpoint,
        bucket: s3.bucket ?? '',
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      },
      clock,
    );
  }
  return new LocalStorage(config.dataDir, `${config.jwtSecret}:files`, clock);
}
