import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

/** A built app whose script has a source map beside it, with the build's compressed twins. */
async function writeBuiltApp(dir: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><head><title>Circle</title></head>',
    'assets/app-3f2a1b.js': 'export const answer = 42;',
    'assets/app-3f2a1b.js.map': JSON.stringify({ version: 3, sources: ['src/secret.ts'] }),
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
}

describe(`source maps are not served (${databaseKind})`, () => {
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'circle-dist-'));
    await writeBuiltApp(distDir);
    t = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves the script but answers 404 for its map, plain or compressed', async () => {
    expect((await t.app.inject({ url: '/assets/app-3f2a1b.js' })).statusCode).toBe(200);
    for (const url of [
      '/assets/app-3f2a1b.js.map',
      '/assets/app-3f2a1b.js.MAP',
      '/assets/app-3f2a1b.js.map?v=1',
    ]) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const response = await t.app.inject({
          url,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
        expect(response.statusCode, `${url} ${encoding}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found' });
      }
    }
  });
});
