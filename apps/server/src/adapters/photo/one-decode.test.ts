/**
 * The photo path decodes compressed image bytes in one place, `decodePhoto`: every other sharp
 * pipeline on a photo's way to items (intake, detection, OCR, item pictures, the OpenAI adapter)
 * starts from raw pixels. The end-to-end count is in test/integration/photo-decodes.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/(^|\/)bench-/.test(f))
    .map((f) => path.join(dir, f));
}

const PHOTO_PATH = [
  ...sources('adapters/ai'),
  ...sources('modules/files'),
  'modules/inventory/item-pictures.ts',
];

describe('the photo path', () => {
  it('decodes compressed bytes only in adapters/photo/decoded-photo.ts', () => {
    expect(PHOTO_PATH).toContain('adapters/ai/local/image-prep.ts');
    const decodes = PHOTO_PATH.flatMap((file) =>
      readFileSync(path.join(src, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        // A pipeline over pixels names its raw layout in the call.
        .filter(({ line }) => /\bsharp\(/.test(line) && !/\bsharp\([^)]*\braw\b/.test(line))
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(decodes).toEqual([]);
  });
});
