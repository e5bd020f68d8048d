import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** A built web app as the build leaves it: every asset with its brotli and gzip twins. */
async function writeBuiltApp(dir: string, script: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const html = `<!doctype html><head><title>Circle</title></head>${'<!-- shell -->'.repeat(200)}`;
  const files: Record<string, string> = { 'index.html': html, 'assets/app-3f2a1b.js': script };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
}

describe(`compressed answers (${databaseKind})`, () => {
  const script = `export const words = ${JSON.stringify('circle '.repeat(4000))};`;
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'circle-dist-'));
    await writeBuiltApp(distDir, script);
    t = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves the precompressed brotli or gzip twin of an asset, by Accept-Encoding', async () => {
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    // A script is no document: the document-only headers stay off it, the others stay on.
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(brotli.headers['content-security-policy']).toBeUndefined();
    expect(brotli.headers['x-frame-options']).toBeUndefined();

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('compresses the app page for deep links, names the currency in it, and never caches it for long', async () => {
    const page = await t.app.inject({
      url: '/share/some-token',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title>Circle</title>');
    // The page itself carries the whole policy.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    // The app formats amounts from its first render without asking /api/config, and without
    // Intl: the page says how the currency is written.
    expect(html).toContain(
      '<meta name="circle-currency" content="USD" data-symbol="$" data-positive="$#" data-negative="-$#" data-digits="2" />',
    );
    const plain = await t.app.inject({ url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    // The service worker's offline copy is the same page.
    const shell = await t.app.inject({ url: '/index.html' });
    expect(shell.body).toBe(html);
  });

  it('compresses JSON answers above 1 KB and leaves small ones alone', async () => {
    const user = await signedInUser(t);
    const big = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as object;
    expect(document).toHaveProperty('openapi');

    const gzipped = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');

    const small = await t.app.inject({
      url: '/api/auth/me',
      headers: { ...user.auth, 'accept-encoding': 'gzip, br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('email');

    const unasked = await t.app.inject({ url: '/api/openapi.json' });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.json()).toHaveProperty('openapi');
  });
});
