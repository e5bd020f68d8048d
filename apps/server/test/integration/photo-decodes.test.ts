/**
 * One decode per photo: an uploaded photo's compressed bytes are decoded once, at intake, and
 * the same pixels go to storage, the thumbnail, detection, OCR and the items' pictures. sharp is
 * wrapped so that every run of a pipeline that starts from compressed bytes (not raw pixels) is
 * counted; reading a header for the pixel-flood check decodes nothing and is not counted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type sharpModule from 'sharp';
import type { Sharp, SharpInput, SharpOptions } from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAnalyzer } from '../../src/adapters/ai/local/local-analyzer.js';
import { corpusDir } from '../../src/adapters/ai/local/photo-corpus.js';
import {
  loadReceiptPhotos,
  receiptPhotoBytes,
} from '../../src/adapters/ai/local/receipt-photo-corpus.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

const decodes = vi.hoisted(() => ({ count: 0 }));

vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharpModule }>()).default;
  const compressed = (input: unknown, options: unknown): boolean =>
    (Buffer.isBuffer(input) || input instanceof Uint8Array || typeof input === 'string') &&
    !(options && typeof options === 'object' && 'raw' in options);
  /** Counts each pixel output of an instance (and of its clones) made from compressed bytes. */
  const counted = (instance: Sharp): Sharp => {
    const toBuffer = instance.toBuffer.bind(instance) as (...args: unknown[]) => unknown;
    const clone = instance.clone.bind(instance);
    return Object.assign(instance, {
      toBuffer: (...args: unknown[]) => {
        decodes.count++;
        return toBuffer(...args);
      },
      clone: () => counted(clone()),
    }) as Sharp;
  };
  const wrapped = (input?: SharpInput, options?: SharpOptions): Sharp => {
    const instance = real(input, options);
    return compressed(input, options) ? counted(instance) : instance;
  };
  return { default: Object.assign(wrapped, real) };
});

const TIMEOUT = 180_000;

describe(`one decode per uploaded photo (${databaseKind})`, { timeout: TIMEOUT }, () => {
  const analyzer = createLocalAnalyzer();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    await analyzer.warmUp();
    t = await buildTestApp({ overrides: { analyzer } });
    user = await signedInUser(t);
  }, TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await analyzer.close();
  });
  beforeEach(() => {
    decodes.count = 0;
  });

  const send = (buffer: Buffer, filename: string, description?: string) =>
    upload(t.app, user.auth, {
      file: { buffer, filename, mime: 'image/jpeg' },
      content_type: 'image',
      ...(description ? { description } : {}),
    });

  it('a photo of things: stored, thumbnailed, detected and each item cut out, from one decode', async () => {
    const photo = readFileSync(path.join(corpusDir(), 'held-out/16-mug-and-apple.jpg'));
    const response = await send(photo, 'mug.jpg');
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file.analysis_status).toBe('completed');
    expect(file.thumbnail_url).toBeTruthy();
    const pictured = file.inventory_items.filter((i: { image_url: string | null }) => i.image_url);
    expect(pictured.length).toBeGreaterThan(0);
    expect(decodes.count).toBe(1);
  });

  it('a photographed receipt: its text is read (OCR) from the same single decode', async () => {
    const receipt = loadReceiptPhotos().find((p) => p.id === 'express_srd_1162-receipt')!;
    const response = await send(receiptPhotoBytes(receipt, 'photographed'), 'receipt.jpg');
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file.analysis_status).toBe('completed');
    expect(file.text_content).toBeTruthy();
    expect(file.inventory_items.length).toBeGreaterThan(0);
    expect(decodes.count).toBe(1);
  });

  it('counts a second decode, so the figure above means something', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await sharp(png).metadata();
    expect(decodes.count).toBe(0);
    await sharp(png).raw().toBuffer();
    await sharp(png).clone().raw().toBuffer();
    expect(decodes.count).toBe(2);
  });
});
