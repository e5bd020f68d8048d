// Issue: uploads and inventory. The local analyzer's ms per photo (p50/p95) and peak memory over
// the fixture photos, measured by the analyzer's own benchmark in the built server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './support.mjs';

export async function benchAnalyzer() {
  const script = path.join(root, 'apps/server/dist/adapters/ai/local/bench-analyzer.js');
  const run = spawnSync(process.execPath, [script, '--rounds', '3', '--sharp-cache', 'off'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('the analyzer benchmark failed');
}
