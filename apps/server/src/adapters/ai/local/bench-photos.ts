/**
 * Benchmark of the local analyzer on the photo corpus (apps/server/test/fixtures/photos).
 *
 *   npx tsx apps/server/src/adapters/ai/local/bench-photos.ts [--split held-out|calibration|all] [--verbose]
 *
 * Prints recall and precision per detector class, false items per photo, the share of
 * descriptions that name what is shown, and ms per photo (p50/p95) after warm-up.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { decodePhoto } from '../../photo/decoded-photo.js';
import { createLocalAnalyzer } from './local-analyzer.js';
import { loadCorpus, scorePhoto, summarise, type PhotoScore } from './photo-corpus.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'all' },
    verbose: { type: 'boolean', default: false },
  },
});
sharp.cache(false);
const splits =
  values.split === 'all' ? (['calibration', 'held-out'] as const) : ([values.split] as const);

const pct = (v: number): string => `${(v * 100).toFixed(1)} %`;
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

const analyzer = createLocalAnalyzer();
await analyzer.warmUp();
console.log(
  `photo corpus, ${os.availableParallelism()} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const split of splits) {
  const photos = loadCorpus(split as 'calibration' | 'held-out');
  const scores: PhotoScore[] = [];
  const times: number[] = [];
  for (const photo of photos) {
    const started = performance.now();
    // The photo's one decode is timed with its analysis, as before when the analyzer decoded.
    const result = await analyzer.analyzeImage({ photo: await decodePhoto(photo.bytes) });
    times.push(performance.now() - started);
    const score = scorePhoto(photo, result);
    scores.push(score);
    if (values.verbose) {
      const items = result.items.map((i) => `${i.itemName}×${i.quantity}`).join(', ');
      console.log(
        `  ${photo.file.padEnd(38)} ${times.at(-1)!.toFixed(0).padStart(5)} ms ${score.falseItems.length ? 'FALSE ' : ''}${score.described ? '' : 'UNDESCRIBED '}[${items}] ${result.aiDescription}`,
      );
    }
  }
  const s = summarise(scores);
  times.sort((a, b) => a - b);
  console.log(`\n${split}: ${s.photos} photos`);
  console.log(`  ${'class'.padEnd(18)} expected  found  predicted  recall  precision`);
  for (const c of s.perClass) {
    console.log(
      `  ${c.name.padEnd(18)} ${String(c.expected).padStart(8)} ${String(c.found).padStart(6)} ${String(c.predicted).padStart(10)}  ${(c.expected ? pct(c.found / c.expected) : '—').padStart(6)}  ${(c.predicted ? pct(c.found / c.predicted) : '—').padStart(9)}`,
    );
  }
  console.log(`  recall ${pct(s.recall)}, precision ${pct(s.precision)}`);
  console.log(
    `  false items ${s.falseItems} (${(s.falseItems / s.photos).toFixed(2)} per photo, ${((25 * s.falseItems) / s.photos).toFixed(1)} per 25 photos); people or animals as items ${s.livingItems}`,
  );
  console.log(`  descriptions naming what is shown ${pct(s.descriptionCoverage)}`);
  console.log(
    `  ms per photo p50 ${percentile(times, 50).toFixed(0)}, p95 ${percentile(times, 95).toFixed(0)}, max ${times.at(-1)!.toFixed(0)}`,
  );
}
await analyzer.close();
