// The document extractor on the written corpus: recall, precision and F1 per layout and language
// (dev and held-out halves), quantity accuracy, non-items taken for items, ms per document.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './support.mjs';

export async function benchDocuments() {
  const script = path.join(root, 'apps/server/dist/adapters/ai/local/bench-documents.js');
  const args = process.argv.includes('--misses') ? ['--misses'] : [];
  const run = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the documents benchmark failed');
}
