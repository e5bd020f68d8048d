// The local analyzer on photographed receipts (apps/server/test/fixtures/receipt-photos): items
// found (recall, precision, F1), characters read and ms per photo, for the clean scans and the
// phone photographs, by the built server's own benchmark.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './support.mjs';

export async function benchReceiptPhotos() {
  const script = path.join(root, 'apps/server/dist/adapters/ai/local/bench-receipt-photos.js');
  const args = process.argv.includes('--verbose') ? ['--verbose'] : [];
  const run = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the receipt photos benchmark failed');
}
