import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { databaseKind } from '../support/test-database.js';
import { upload } from '../support/upload.js';

const HOUR = 3_600_000;

async function aged(file: string, ageMs: number) {
  const then = new Date(Date.now() - ageMs);
  await utimes(file, then, then);
}

describe(`storage leaves nothing behind on local disk (${databaseKind})`, () => {
  let t: TestApp;
  let photo: Buffer;
  const filesDir = () => path.join(t.config.dataDir, 'files');

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer: new FakeAnalyzer() } });
    photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function uploadedKeys(auth: Record<string, string>) {
    const response = await upload(t.app, auth, {
      file: { buffer: photo, filename: 'shelf.jpg' },
      content_type: 'image',
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('sweeps a blob whose row was never written and a stale partial, keeps fresh ones and real files', async () => {
    const user = await signedInUser(t);
    const fileId = await uploadedKeys(user.auth);
    const folder = path.join(filesDir(), user.userId);
    const kept = await readdir(folder);
    expect(kept.sort()).toEqual([`${fileId}-thumb.jpg`, `${fileId}.jpg`]);
    // A crash between writing the blob and committing its row, long ago.
    const orphan = path.join(folder, `${randomUUID()}.jpg`);
    const stalePartial = path.join(folder, `${randomUUID()}.jpg.4242.partial`);
    // An upload in flight right now: blob written, row not yet, and a write half done.
    const freshOrphan = path.join(folder, `${randomUUID()}.jpg`);
    const freshPartial = path.join(folder, `${randomUUID()}.png.4243.partial`);
    for (const file of [orphan, stalePartial, freshOrphan, freshPartial]) {
      await writeFile(file, 'bytes');
    }
    await aged(orphan, 2 * HOUR);
    await aged(stalePartial, 2 * HOUR);
    for (const name of kept) await aged(path.join(folder, name), 2 * HOUR);

    const report = await t.app.services.storageSweeper.sweep();
    expect(report).toMatchObject({ orphansDeleted: 1, partialsDeleted: 1 });
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(stalePartial)).toBe(false);
    expect(existsSync(freshOrphan)).toBe(true);
    expect(existsSync(freshPartial)).toBe(true);
    for (const name of kept) expect(existsSync(path.join(folder, name))).toBe(true);
    const file = await t.app.inject({ url: `/api/users/files/${fileId}`, headers: user.auth });
    const served = await t.app.inject({ url: file.json<{ storage_url: string }>().storage_url });
    expect(served.statusCode).toBe(200);
  });

  it('keeps feedback screenshots that a feedback row refers to', async () => {
    const screenshot = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const boundary = 'circle-sweep-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('feedback_type', 'bug_report') +
          field('feedback_title', 'Screenshot kept') +
          field('feedback_content', 'The storage sweep must keep this screenshot.') +
          `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      screenshot,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const folder = path.join(filesDir(), 'feedback');
    const [name] = await readdir(folder);
    expect(name).toBeDefined();
    await aged(path.join(folder, name!), 2 * HOUR);
    const orphan = path.join(folder, `${randomUUID()}.png`);
    await writeFile(orphan, 'bytes');
    await aged(orphan, 2 * HOUR);
    await t.app.services.storageSweeper.sweep();
    expect(existsSync(path.join(folder, name!))).toBe(true);
    expect(existsSync(orphan)).toBe(false);
  });

  it('deleting an account removes every file under its folder, leftovers included', async () => {
    const user = await signedInUser(t);
    await uploadedKeys(user.auth);
    await uploadedKeys(user.auth);
    const folder = path.join(filesDir(), user.userId);
    await writeFile(path.join(folder, `${randomUUID()}.jpg`), 'orphan of a crash');
    await writeFile(path.join(folder, `${randomUUID()}.jpg.99.partial`), 'half written');
    expect(await readdir(folder)).toHaveLength(6);
    const other = await signedInUser(t);
    await uploadedKeys(other.auth);

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    const left = existsSync(folder) ? await readdir(folder) : [];
    expect(left).toEqual([]);
    expect(await readdir(path.join(filesDir(), other.userId))).toHaveLength(2);
  });
});

describe(`the storage sweep runs at start-up (${databaseKind})`, () => {
  let dataDir: string;
  let t: TestApp | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'circle-sweep-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes leftovers of an earlier crash without being asked', async () => {
    const folder = path.join(dataDir, 'files', randomUUID());
    await mkdir(folder, { recursive: true });
    const orphan = path.join(folder, `${randomUUID()}.jpg`);
    const partial = path.join(folder, `${randomUUID()}.txt.7.partial`);
    for (const file of [orphan, partial]) {
      await writeFile(file, 'left by a crash');
      await aged(file, 3 * HOUR);
    }
    t = await buildTestApp({
      env: { DATA_DIR: dataDir },
      overrides: { analyzer: new FakeAnalyzer() },
    });
    await vi.waitFor(
      () => {
        expect(existsSync(orphan)).toBe(false);
        expect(existsSync(partial)).toBe(false);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
