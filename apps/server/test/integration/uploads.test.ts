import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { phonePhotoWithGps, pixelFloodPng } from '../support/images.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { fixture, fixturesPresent, multipartBody, upload } from '../support/upload.js';

describe(`uploads (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp({
      overrides: { analyzer },
      env: { UPLOAD_MAX_BYTES: String(2 * 1024 * 1024), ANALYSIS_TIMEOUT_MS: '300' },
    });
    user = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    analyzer.calls = [];
    analyzer.next = async () => ({
      aiDescription: 'A photo showing an espresso cup.',
      items: [analyzedItem()],
      extractedText: null,
    });
  });

  const storedFiles = async () => {
    try {
      return await readdir(path.join(t.config.dataDir, 'files', user.userId));
    } catch {
      return [];
    }
  };
  const photo = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#806040' } })
      .jpeg()
      .toBuffer();

  it('stores a photo, runs the analysis inside the call and answers 201 with the items', async () => {
    const response = await upload(t.app, user.auth, {
      file: { buffer: await photo(), filename: 'Kitchen shelf.jpg', mime: 'image/jpeg' },
      content_type: 'image',
      description: 'my espresso corner',
      location: 'Kitchen',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      filename: 'Kitchen shelf.jpg',
      content_type: 'image',
      file_type: 'image/jpeg',
      width: 320,
      height: 240,
      description: 'my espresso corner',
      location: 'Kitchen',
      ai_description: 'A photo showing an espresso cup.',
      analysis_status: 'completed',
      analysis_error: null,
      item_count: 1,
    });
    expect(body.storage_url).toMatch(/^\/files\//);
    expect(body.storage_url).not.toContain('Kitchen shelf');
    expect(body.thumbnail_url).toMatch(/-thumb\.jpg\?/);
    expect(body.inventory_items).toHaveLength(1);
    expect(body.inventory_items[0]).toMatchObject({
      item_name: 'Espresso cup',
      item_category: 'kitchenware',
      estimated_value: 12,
      location: 'Kitchen',
      confidence_score: 0.8,
      source_file_id: body.id,
      file_record_id: body.id,
      is_verified: false,
      is_public: false,
      is_shareable: true,
      perishability_type: 'non-perishable',
      tags: ['cup'],
    });
    expect(body.inventory_items[0].source_image_url).toBe(body.storage_url);
    expect(analyzer.calls).toEqual([{ kind: 'image', description: 'my espresso corner' }]);
    // Served through the signed address with the headers the spec asks for.
    const served = await t.app.inject({ url: body.storage_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="Kitchen shelf.jpg"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await t.app.inject({ url: body.thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(480);
  });

  it('applies the orientation and strips all metadata, GPS above all', async () => {
    const original = await phonePhotoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(t.app, user.auth, {
      file: { buffer: original, filename: 'IMG_0001.JPG' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.app.inject({ url: response.json().storage_url });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    // The 64×32 photo was rotated a quarter turn by its orientation tag.
    expect([metadata.width, metadata.height]).toEqual([32, 64]);
    expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('caps the longest side at 4096 pixels', async () => {
    const big = await sharp({
      create: { width: 5000, height: 1000, channels: 3, background: '#eee' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(t.app, user.auth, {
      file: { buffer: big, filename: 'wide.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 4096, height: 819 });
  });

  it('reads the type from the bytes: a text file claimed as an image is analysed as text', async () => {
    const response = await upload(t.app, user.auth, {
      file: {
        buffer: Buffer.from('- Dyson V11 vacuum, $599\n'),
        filename: 'list.md',
        mime: 'image/png',
      },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content_type: 'text',
      file_type: 'text/markdown',
      text_content: '- Dyson V11 vacuum, $599\n',
      thumbnail_url: null,
    });
    expect(analyzer.calls[0]).toMatchObject({ kind: 'text', text: '- Dyson V11 vacuum, $599\n' });
    const served = await t.app.inject({ url: response.json().storage_url });
    expect(served.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('accepts text_content without a file', async () => {
    const response = await upload(t.app, user.auth, {
      content_type: 'text',
      text_content: 'Bosch drill $89',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      filename: 'Untitled',
      content_type: 'text',
      text_content: 'Bosch drill $89',
    });
  });

  it.skipIf(!fixturesPresent)('refuses bad files with 4xx and stores nothing', async () => {
    const before = await storedFiles();
    const coffee = fixture('images/coffee.png');
    const cases: [string, Buffer, number, RegExp][] = [
      [
        'truncated.png',
        coffee.subarray(0, Math.floor(coffee.length / 2)),
        400,
        /damaged or incomplete/,
      ],
      [
        'program.jpg',
        readFileSync(process.execPath).subarray(0, 64 * 1024),
        415,
        /Unsupported file type/,
      ],
      ['empty.jpg', Buffer.alloc(0), 400, /empty/],
      ['flood.png', pixelFloodPng(), 413, /20000 × 20000/],
      [
        'binary.txt',
        Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]),
        415,
        /Unsupported file type/,
      ],
    ];
    for (const [filename, buffer, status, message] of cases) {
      const response = await upload(t.app, user.auth, {
        file: { buffer, filename },
        content_type: 'image',
      });
      expect(response.statusCode, filename).toBe(status);
      expect(response.json().detail, filename).toMatch(message);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const response = await upload(t.app, user.auth, {
      file: { buffer: Buffer.alloc(3 * 1024 * 1024, 0x41), filename: 'huge.txt' },
      content_type: 'text',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The file is too large. The limit is 2 MB.');
  });

  it('refuses requests that are not multipart, miss the file or name a wrong content_type', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      headers: user.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const nothing = await upload(t.app, user.auth, { content_type: 'image' });
    expect(nothing.statusCode).toBe(400);
    const wrongType = await upload(t.app, user.auth, {
      file: { buffer: await photo(), filename: 'a.jpg' },
      content_type: 'video',
    });
    expect(wrongType.statusCode).toBe(422);
    const anonymous = await upload(
      t.app,
      {},
      { file: { buffer: await photo(), filename: 'a.jpg' } },
    );
    expect(anonymous.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it('keeps the file when the analyzer fails, with a clear analysis_error', async () => {
    analyzer.next = async () => {
      throw new Error('the model could not be loaded');
    };
    const response = await upload(t.app, user.auth, {
      file: { buffer: await photo(), filename: 'a.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      analysis_status: 'failed',
      analysis_error: 'AI analysis failed: the model could not be loaded. The file was kept.',
      inventory_items: [],
      item_count: 0,
    });
    const again = await t.app.inject({
      url: `/api/users/files/${response.json().id}`,
      headers: user.auth,
    });
    expect(again.statusCode).toBe(200);
  });

  it('stops an analysis that runs past the time limit and keeps the file', async () => {
    analyzer.next = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ aiDescription: 'late', items: [], extractedText: null }), 2000),
      );
    const response = await upload(t.app, user.auth, {
      file: { buffer: await photo(), filename: 'slow.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ analysis_status: 'failed', inventory_items: [] });
    expect(response.json().analysis_error).toMatch(/took longer than 0 seconds|took longer than/);
  });

  it('leaves no blob and no row when the rows cannot be written', async () => {
    const before = await storedFiles();
    const filesBefore = (
      await t.app.inject({ url: '/api/users/files?limit=200', headers: user.auth })
    ).json().pagination.total;
    analyzer.next = async () => ({
      aiDescription: 'broken',
      items: [analyzedItem(), analyzedItem({ itemName: null as unknown as string })],
      extractedText: null,
    });
    const response = await upload(t.app, user.auth, {
      file: { buffer: await photo(), filename: 'a.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    expect(await storedFiles()).toEqual(before);
    const filesAfter = (
      await t.app.inject({ url: '/api/users/files?limit=200', headers: user.auth })
    ).json().pagination.total;
    expect(filesAfter).toBe(filesBefore);
  });

  it('signed addresses expire (403 "expired") and cannot be forged (403)', async () => {
    const response = await upload(t.app, user.auth, {
      file: { buffer: await photo(), filename: 'a.jpg' },
      content_type: 'image',
    });
    const url: string = response.json().storage_url;
    const forged = await t.app.inject({ url: url.replace(/sig=[^&]+/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().detail).not.toMatch(/expired/);
    const otherType = await t.app.inject({
      url: url.replace('type=image%2Fjpeg', 'type=text%2Fhtml'),
    });
    expect(otherType.statusCode).toBe(403);
    const traversal = await t.app.inject({
      url: '/files/..%2F..%2Fjwt-secret/x.jpg?exp=1&type=a&name=b&sig=c',
    });
    expect(traversal.statusCode).toBe(403);
    t.clock.advance(3601_000);
    const expired = await t.app.inject({ url });
    t.clock.set(Date.now());
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toMatch(/expired/);
  });

  it('multipart bodies may put the fields after the file', async () => {
    const { payload, headers } = multipartBody({
      allow_duplicate: 'true',
      file: { buffer: await photo(), filename: 'late-fields.jpg' },
    });
    const boundary = headers['content-type']!.split('boundary=')[1]!;
    const withTrailingField = Buffer.concat([
      payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nafter the file\r\n--${boundary}--\r\n`,
      ),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/',
      payload: withTrailingField,
      headers: { ...headers, ...user.auth },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBe('after the file');
  });
});
