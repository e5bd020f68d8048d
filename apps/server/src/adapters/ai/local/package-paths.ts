/**
 * Locates files shipped inside installed packages (model weights, WASM binaries, OCR language
 * data) without going through the packages' export maps, which either forbid these paths or, for
 * `@vladmandic/human`, are malformed. Walks up from this file the way Node resolves `node_modules`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Absolute folder of an installed package that contains `marker` (a relative file path). */
export function findPackageDir(packageName: string, marker = 'package.json', from = here): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', packageName);
    if (existsSync(path.join(candidate, marker))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`Package ${packageName} (with ${marker}) not found above ${from}`);
    }
    dir = parent;
  }
}

/** CenterNet COCO-80 graph model bundled with @vladmandic/human. */
export function centernetModelPath(): string {
  return path.join(
    findPackageDir('@vladmandic/human', 'models/centernet.json'),
    'models',
    'centernet.json',
  );
}

/** Folder holding the WASM binaries of @tensorflow/tfjs-backend-wasm, with a trailing slash. */
export function tfjsWasmDir(): string {
  return (
    path.join(
      findPackageDir('@tensorflow/tfjs-backend-wasm', 'dist/tfjs-backend-wasm-simd.wasm'),
      'dist',
    ) + path.sep
  );
}

/**
 * Folder of the English tesseract language data. Prefers the small integer "best" model
 * (4.0.0_best_int, 2.9 MB, as fast and as accurate on receipts as the 11 MB one), then any other
 * sub-folder holding eng.traineddata(.gz).
 */
export function tesseractLangDir(): { langPath: string; gzip: boolean } {
  const root = findPackageDir('@tesseract.js-data/eng');
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => rank(a) - rank(b) || b.localeCompare(a));
  for (const name of folders) {
    const dir = path.join(root, name);
    if (existsSync(path.join(dir, 'eng.traineddata.gz'))) return { langPath: dir, gzip: true };
    if (existsSync(path.join(dir, 'eng.traineddata'))) return { langPath: dir, gzip: false };
  }
  throw new Error(`No eng.traineddata(.gz) below ${root}`);
}

function rank(folder: string): number {
  return folder.includes('best_int') ? 0 : 1;
}
