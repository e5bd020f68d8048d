/**
 * Benchmark of the local USE-lite embedder.
 *
 *   npx tsx apps/server/src/adapters/embeddings/local/bench-embedder.ts [--rounds 20] [--threads 1]
 *
 * Prints the warm-up time (worker start + model load + first run), ms per sentence embedded one
 * per call and 15 per call (round trip through the pool, and graph time inside the worker), and
 * the peak RSS of the process (worker threads included).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createLocalEmbedder } from './local-embedder.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    threads: { type: 'string', default: '1' },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const threads = Math.max(1, Number(values.threads));

const TEXTS = [
  'Nespresso Vertuo coffee machine',
  'Dell XPS 15 laptop',
  'DeWalt cordless drill',
  'Samsung 55-inch QLED TV',
  'Sony WH-1000XM4 noise cancelling headphones',
  'Canon EOS R6 mirrorless camera',
  'Fender Stratocaster electric guitar',
  'IKEA Malm chest of drawers',
  'Passport and birth certificate folder',
  'Trek mountain bike',
  'KitchenAid stand mixer',
  'North Face down jacket',
  'Gold wedding ring',
  'Dyson V11 cordless vacuum cleaner',
  'First aid kit with bandages, plasters and a thermometer, kept in the bathroom cupboard',
];

const percentile = (samples: number[], p: number): number => {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const fmt = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const rssBefore = process.memoryUsage().rss;

console.log(
  `${TEXTS.length} texts × ${rounds} rounds, ${threads} thread(s), ${os.availableParallelism()} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const embedder = createLocalEmbedder({ threads });
let started = performance.now();
await embedder.warmUp();
console.log(`warm-up (worker + model + first run): ${(performance.now() - started).toFixed(0)} ms`);
const rssWarm = process.memoryUsage().rss;

const singleTrip: number[] = [];
const singleGraph: number[] = [];
const batchTrip: number[] = [];
const batchGraph: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const text of TEXTS) {
    started = performance.now();
    const result = await embedder.embedRaw([text]);
    singleTrip.push(performance.now() - started);
    singleGraph.push(result.inferenceMs);
  }
  started = performance.now();
  const result = await embedder.embedRaw(TEXTS);
  batchTrip.push(performance.now() - started);
  batchGraph.push(result.inferenceMs);
}
// The public API once, for the record (includes the copy into one Float32Array per text).
started = performance.now();
await embedder.embed(TEXTS);
const apiBatch = performance.now() - started;
const rssAfter = process.memoryUsage().rss;
await embedder.close();
clearInterval(sampler);

const perSentence = (samples: number[]) => samples.map((ms) => ms / TEXTS.length);
console.log(`single, per sentence (round trip):  ${fmt(singleTrip)}`);
console.log(`single, per sentence (in worker):   ${fmt(singleGraph)}`);
console.log(`batch of ${TEXTS.length} (round trip):        ${fmt(batchTrip)}`);
console.log(`batch of ${TEXTS.length} (in worker):         ${fmt(batchGraph)}`);
console.log(`batched, per sentence (round trip): ${fmt(perSentence(batchTrip))}`);
console.log(`embed() of ${TEXTS.length} texts once:        ${apiBatch.toFixed(1)} ms`);
const maxRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(
  `RSS: before ${mb(rssBefore)}, after warm-up ${mb(rssWarm)}, after the runs ${mb(rssAfter)}, peak ${mb(maxRss)}`,
);
