#!/usr/bin/env node
// Builds the photographed-receipt corpus in apps/server/test/fixtures/receipt-photos/ from the
// public receipts' texts (apps/server/test/fixtures/receipts-public, dev half only): each text is
// printed on a till roll (render.mjs) and saved as a clean scan, then photographed (photograph.mjs)
// at a slant, under uneven light, blurred, noisy and JPEG-compressed. Needs DejaVu Sans Mono
// (Debian's fonts-dejavu-core); the images are committed, so tests and benchmarks need no font.
//
//   node scripts/receipt-photos/build.mjs
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photograph } from './photograph.mjs';
import { random } from './random.mjs';
import { renderReceipt } from './render.mjs';
import { selectReceipts } from './select.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'apps/server/test/fixtures/receipts-public');
const out = path.join(root, 'apps/server/test/fixtures/receipt-photos');
/** Longest side of every image in the corpus. */
const MAX_SIDE = 1024;

rmSync(path.join(out, 'clean'), { recursive: true, force: true });
rmSync(path.join(out, 'photographed'), { recursive: true, force: true });
mkdirSync(path.join(out, 'clean'), { recursive: true });
mkdirSync(path.join(out, 'photographed'), { recursive: true });

const receipts = [];
let bytes = 0;
for (const [index, receipt] of selectReceipts(publicDir).entries()) {
  const name = `${String(index + 1).padStart(2, '0')}-${receipt.id}`;
  const paper = await renderReceipt(receipt.full_text);
  const clean = await sharp(paper.data, {
    raw: { width: paper.width, height: paper.height, channels: 3 },
  })
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const photo = await photograph(paper, random(index + 1));
  const files = { clean: `clean/${name}.png`, photographed: `photographed/${name}.jpg` };
  writeFileSync(path.join(out, files.clean), clean);
  writeFileSync(path.join(out, files.photographed), photo.jpeg);
  bytes += statSync(path.join(out, files.clean)).size + photo.jpeg.length;
  receipts.push({
    id: receipt.id,
    source: receipt.source,
    currency: receipt.currency,
    files,
    photographed: photo.conditions,
    text: receipt.full_text,
    items: receipt.items,
  });
  console.log(`${name}: ${receipt.items.length} items, ${JSON.stringify(photo.conditions)}`);
}
const manifest = {
  description:
    'Public receipts (dev half of receipts-public) printed on a till roll (clean) and photographed (photographed). Built by scripts/receipt-photos/build.mjs.',
  receipts,
};
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${receipts.length} receipts, ${(bytes / 1024 / 1024).toFixed(1)} MB of images`);
