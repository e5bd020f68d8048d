#!/usr/bin/env node
// npm run bench [-- <section> ...]: runs the benchmarks against the built server and prints
// figures. Build first (npm run build). Sections: the keys of `sections` below (all when none is
// named); section options such as `--seconds 30` or `--misses` are described in the README.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchAnalyzer } from './bench/analyzer.mjs';
import { benchAssistantQuality } from './bench/assistant-quality.mjs';
import { benchAuth } from './bench/auth.mjs';
import { benchLoad } from './bench/load.mjs';
import { benchAssistant, benchStatistics } from './bench/dashboard.mjs';
import { benchDocuments } from './bench/documents.mjs';
import {
  benchInventoryScale,
  benchInventoryUnderAnalysis,
  benchPublicItems,
} from './bench/inventory.mjs';
import { benchExport, benchImport, benchReport } from './bench/portability.mjs';
import { benchPhotos } from './bench/photos.mjs';
import { benchReceiptPhotos } from './bench/receipt-photos.mjs';
import { root } from './bench/support.mjs';
import { benchWeb } from './bench/web.mjs';

const sections = {
  auth: benchAuth,
  analyzer: benchAnalyzer,
  'inventory-scale': benchInventoryScale,
  'inventory-under-analysis': benchInventoryUnderAnalysis,
  'public-items': benchPublicItems,
  statistics: benchStatistics,
  assistant: benchAssistant,
  load: benchLoad,
  documents: benchDocuments,
  'assistant-quality': benchAssistantQuality,
  report: benchReport,
  import: benchImport,
  export: benchExport,
  web: benchWeb,
  photos: benchPhotos,
  'receipt-photos': benchReceiptPhotos,
};
// Section names; an option's value (`--seconds 30`) is not one.
const wanted = process.argv
  .slice(2)
  .filter((arg, i, args) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
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
