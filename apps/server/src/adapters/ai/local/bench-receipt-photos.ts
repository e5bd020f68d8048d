/**
 * Benchmark of the local analyzer on photographed receipts (apps/server/test/fixtures/receipt-
 * photos): each receipt as a clean scan and as a phone photograph, through the whole analyzer
 * (detection, OCR of a page-like photo, the document extractor).
 *
 *   node apps/server/dist/adapters/ai/local/bench-receipt-photos.js [--verbose]
 *
 * Prints per variant: photos read as a document, recall, precision and F1 of the items (the
 * public receipts' match rule), characters read and the share of printed characters read right,
 * ms per photo (p50/p95) after warm-up; then the extractor on the printed texts themselves, the
 * ceiling OCR can reach, and the peak RSS.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { decodePhoto } from '../../photo/decoded-photo.js';
import { extractForScoring } from './bench-documents.js';
import { createLocalAnalyzer } from './local-analyzer.js';
import {
  RECEIPT_PHOTO_VARIANTS,
  asPublicReceipt,
  characterAccuracy,
  loadReceiptPhotos,
  receiptPhotoBytes,
  returnedItems,
} from './receipt-photo-corpus.js';
import { scorePublicReceipts, type ReturnedItem, type SourceFigures } from './receipts-public.js';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
sharp.cache(false);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const figures = (f: SourceFigures): string =>
  `recall ${f.recall.toFixed(3)}  precision ${f.precision.toFixed(3)}  F1 ${f.f1.toFixed(3)}` +
  `  (${f.correct}/${f.expected} items right, ${f.returned} returned)`;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const photos = loadReceiptPhotos();
const receipts = photos.map(asPublicReceipt);
console.log(
  `receipt photos: ${photos.length} receipts, ${os.availableParallelism()} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const analyzer = createLocalAnalyzer();
await analyzer.warmUp();
// One untimed read, so the first photo does not measure the OCR worker's first page.
await analyzer.analyzeImage({ photo: await decodePhoto(receiptPhotoBytes(photos[0]!, 'clean')) });

for (const variant of RECEIPT_PHOTO_VARIANTS) {
  const found = new Map<string, ReturnedItem[]>();
  const times: number[] = [];
  let characters = 0;
  let accuracy = 0;
  let documents = 0;
  for (const photo of photos) {
    const started = performance.now();
    const result = await analyzer.analyzeImage({
      photo: await decodePhoto(receiptPhotoBytes(photo, variant)),
    });
    times.push(performance.now() - started);
    const items = returnedItems(result);
    found.set(photo.text, items);
    const read = result.extractedText ?? '';
    characters += read.length;
    const right = characterAccuracy(photo.text, read);
    accuracy += right;
    if (read) documents++;
    if (values.verbose) {
      const score = scorePublicReceipts([asPublicReceipt(photo)], () => items).overall;
      console.log(
        `  ${variant.padEnd(12)} ${photo.files[variant].padEnd(48)} ${times.at(-1)!.toFixed(0).padStart(5)} ms  chars ${String(read.length).padStart(4)} (${(right * 100).toFixed(0).padStart(3)} % right)  items ${score.correct}/${score.expected} right, ${score.returned} returned`,
      );
    }
  }
  const score = scorePublicReceipts(receipts, (text) => found.get(text) ?? []);
  times.sort((a, b) => a - b);
  console.log(`\n${variant}: ${photos.length} photos, ${documents} read as a document`);
  console.log(`  ${figures(score.overall)}`);
  for (const [source, f] of Object.entries(score.bySource).sort()) {
    console.log(`    ${source.padEnd(8)} ${figures(f)}`);
  }
  console.log(
    `  characters read ${characters} (${Math.round(characters / photos.length)} per photo), ` +
      `printed characters read right ${((accuracy / photos.length) * 100).toFixed(1)} %`,
  );
  console.log(
    `  ms per photo p50 ${percentile(times, 50).toFixed(0)}, p95 ${percentile(times, 95).toFixed(0)}, max ${times.at(-1)!.toFixed(0)}`,
  );
}
await analyzer.close();
clearInterval(sampler);

const ceiling = scorePublicReceipts(receipts, extractForScoring);
console.log(`\nprinted texts, no OCR (the ceiling): ${figures(ceiling.overall)}`);
const maxRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
console.log(`peak RSS ${(maxRss / 1024 / 1024).toFixed(0)} MB`);
