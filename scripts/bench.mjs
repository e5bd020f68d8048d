#!/usr/bin/env node
// npm run bench [-- <section> ...]: runs the benchmarks against the built server and prints
// figures. Build first (npm run build). Sections: auth, analyzer, inventory-scale,
// inventory-under-analysis, public-items, statistics, assistant, photos.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchAnalyzer } from './bench/analyzer.mjs';
import { benchAuth } from './bench/auth.mjs';
import { benchAssistant, benchStatistics } from './bench/dashboard.mjs';
import {
  benchInventoryScale,
  benchInventoryUnderAnalysis,
  benchPublicItems,
} from './bench/inventory.mjs';
import { benchPhotos } from './bench/photos.mjs';
import { root } from './bench/support.mjs';

const sections = {
  auth: benchAuth,
  analyzer: benchAnalyzer,
  'inventory-scale': benchInventoryScale,
  'inventory-under-analysis': benchInventoryUnderAnalysis,
  'public-items': benchPublicItems,
  statistics: benchStatistics,
  assistant: benchAssistant,
  photos: benchPhotos,
};
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const postgresUrl = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;

if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!postgresUrl) console.log('DATABASE_URL is not set: PostgreSQL figures are left out.');
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  await run({ postgresUrl });
}
