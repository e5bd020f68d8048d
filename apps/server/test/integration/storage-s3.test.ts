import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

describe('uploads stored in an S3-compatible server', () => {
  let s3: S3rver;
  let s3Dir: string;
  let t: TestApp;
  let endpoint: string;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), 'circle-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
    const address = (await s3.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    t = await buildTestApp({
      overrides: { analyzer: new FakeAnalyzer() },
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'circle-test',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('puts the photo and its thumbnail, hands out presigned addresses, and deletes both', async () => {
    expect(t.app.services.storage.kind).toBe('s3');
    const user = await signedInUser(t);
    const photo = await sharp({
      create: { width: 100, height: 80, channels: 3, background: '#0a0' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(t.app, user.auth, {
      file: { buffer: photo, filename: 'garden.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.storage_url.startsWith(`${endpoint}/circle-test/`)).toBe(true);
    expect(body.storage_url).toMatch(/X-Amz-Signature=/);
    expect(body.storage_url).toMatch(/X-Amz-Expires=3600/);

    const fetched = await fetch(body.storage_url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(fetched.headers.get('content-disposition')).toMatch(/garden\.jpg/);
    expect((await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).width).toBe(100);
    expect((await fetch(body.thumbnail_url)).status).toBe(200);

    // The content security policy lets the app show images from the store.
    const health = await t.app.inject({ url: '/api/health' });
    expect(String(health.headers['content-security-policy'])).toContain(endpoint);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/files/${body.id}`,
      headers: user.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.app.services.storage.get(body.storage_url.split('/circle-test/')[1].split('?')[0]),
    ).toBeNull();
  });
});
