import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/adapters/storage/storage.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { databaseKind } from '../support/test-database.js';
import { upload } from '../support/upload.js';

const HOUR = 3_600_000;

async function keysUnder(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.list(prefix)) keys.push(...page.map((object) => object.key));
  return keys.sort();
}

describe(`storage leaves nothing behind in an S3 bucket (${databaseKind})`, () => {
  let s3: S3rver;
  let s3Dir: string;
  let t: TestApp;
  let photo: Buffer;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), 'circle-s3-sweep-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
    const address = (await s3.run()) as AddressInfo;
    t = await buildTestApp({
      overrides: { analyzer: new FakeAnalyzer() },
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
        S3_BUCKET: 'circle-sweep',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#654' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  const uploadPhoto = async (auth: Record<string, string>) => {
    const response = await upload(t.app, auth, {
      file: { buffer: photo, filename: 'bike.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it('sweeps an old blob without a row, keeps young ones and every blob a file refers to', async () => {
    const { storage, storageSweeper } = t.app.services;
    const user = await signedInUser(t);
    const fileId = await uploadPhoto(user.auth);
    // A crash between writing the blob and committing its row.
    const orphan = `${user.userId}/${randomUUID()}.jpg`;
    await storage.put(orphan, photo, 'image/jpeg');

    // Right now the orphan could be an upload in flight: it stays.
    await storageSweeper.sweep();
    expect(await keysUnder(storage, `${user.userId}/`)).toContain(orphan);

    // Two hours later it is a leftover; the file's blobs stay.
    const report = await storageSweeper.sweep(new Date(Date.now() + 2 * HOUR));
    expect(report.orphansDeleted).toBe(1);
    expect(await keysUnder(storage, `${user.userId}/`)).toEqual(
      [`${user.userId}/${fileId}-thumb.jpg`, `${user.userId}/${fileId}.jpg`].sort(),
    );
  });

  it('deleting an account empties its folder in the bucket, leftovers included', async () => {
    const { storage } = t.app.services;
    const user = await signedInUser(t);
    await uploadPhoto(user.auth);
    await uploadPhoto(user.auth);
    await storage.put(`${user.userId}/${randomUUID()}.jpg`, photo, 'image/jpeg');
    expect(await keysUnder(storage, `${user.userId}/`)).toHaveLength(5);
    const other = await signedInUser(t);
    await uploadPhoto(other.auth);

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await keysUnder(storage, `${user.userId}/`)).toEqual([]);
    expect(await keysUnder(storage, `${other.userId}/`)).toHaveLength(2);
  });
});
