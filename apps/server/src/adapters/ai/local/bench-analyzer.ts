/**
 * Benchmark of the local analyzer on the shared fixture photos.
 *
 *   npx tsx apps/server/src/adapters/ai/local/bench-analyzer.ts [--rounds 5] [--threads 1] [--sharp-cache off]
 *
 * Prints, after warm-up: ms per photo (p50/p95) for the whole analyzeImage call and for the
 * detection stage alone (decode + worker inference), per-photo medians, the event-loop delay
 * while analysing, and the peak RSS of the process (worker threads included).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { decodePhoto } from '../../photo/decoded-photo.js';
import { DetectorPool } from './detector-pool.js';
import { INPUT_SIZE } from './detector-shared.js';
import { prepareImage } from './image-prep.js';
import { createLocalAnalyzer } from './local-analyzer.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    threads: { type: 'string', default: '1' },
    // libvips keeps decoded images in a process-wide cache (RSS ~1 GB after large photos);
    // `--sharp-cache off` measures the server as it would run with sharp.cache(false).
    'sharp-cache': { type: 'string', default: 'on' },
  },
});
if (values['sharp-cache'] === 'off') sharp.cache(false);
const rounds = Math.max(1, Number(values.rounds));
const threads = Math.max(1, Number(values.threads));

function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'apps')) || !existsSync(path.join(dir, 'packages'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
  return dir;
}

const fixtures = path.resolve(repoRoot(), '../shared/fixtures');
if (!existsSync(fixtures)) {
  console.error(`No fixtures at ${fixtures}`);
  process.exit(1);
}
const photos = [
  ...readdirSync(path.join(fixtures, 'images')).map((f) => path.join(fixtures, 'images', f)),
  ...readdirSync(path.join(fixtures, 'documents'))
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .map((f) => path.join(fixtures, 'documents', f)),
].map((file) => ({ name: path.basename(file), bytes: readFileSync(file) }));

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const summary = (samples: number[]): string => {
  const s = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms, n=${s.length}`;
};

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

console.log(
  `${photos.length} photos × ${rounds} rounds, ${threads} detection thread(s), sharp cache ${values['sharp-cache']}, ${os.availableParallelism()} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

// Whole analyzer (decode, detection, OCR when the photo looks like a document).
const analyzer = createLocalAnalyzer({ threads });
let started = performance.now();
await analyzer.warmUp();
console.log(`warm-up (model + OCR worker): ${(performance.now() - started).toFixed(0)} ms`);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const total: number[] = [];
const byPhoto = new Map<string, number[]>();
for (let r = 0; r < rounds; r++) {
  for (const photo of photos) {
    started = performance.now();
    await analyzer.analyzeImage({ photo: await decodePhoto(photo.bytes) });
    const ms = performance.now() - started;
    total.push(ms);
    byPhoto.set(photo.name, [...(byPhoto.get(photo.name) ?? []), ms]);
  }
}
loopDelay.disable();
await analyzer.close();

// Detection stage alone.
const pool = new DetectorPool(threads);
await pool.warmUp();
const detection: number[] = [];
const inference: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const photo of photos) {
    started = performance.now();
    const prepared = await prepareImage(await decodePhoto(photo.bytes), INPUT_SIZE);
    const result = await pool.detect(prepared.detectorInput);
    detection.push(performance.now() - started);
    inference.push(result.inferenceMs);
  }
}
await pool.close();
clearInterval(sampler);

console.log(`analyzeImage per photo:        ${summary(total)}`);
console.log(`detection (decode + inference): ${summary(detection)}`);
console.log(`inference in the worker:        ${summary(inference)}`);
for (const [name, samples] of byPhoto) {
  console.log(
    `  ${name.padEnd(32)} median ${percentile(
      [...samples].sort((a, b) => a - b),
      50,
    ).toFixed(0)} ms`,
  );
}
console.log(
  `event-loop delay during analyzeImage: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
);
const maxRssKb = process.resourceUsage().maxRSS;
console.log(`peak RSS: ${(Math.max(peakRss, maxRssKb * 1024) / 1024 / 1024).toFixed(0)} MB`);
