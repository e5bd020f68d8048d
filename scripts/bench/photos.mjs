// The local analyzer on the photo corpus (apps/server/test/fixtures/photos): recall and precision
// per detector class, false items per photo, descriptions that name what is shown, and ms per
// photo (p50/p95), on the calibration half and on the held-out half, by the built server's own
// benchmark.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './support.mjs';

export async function benchPhotos() {
  const script = path.join(root, 'apps/server/dist/adapters/ai/local/bench-photos.js');
  const run = spawnSync(process.execPath, [script, '--split', 'all'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('the photo benchmark failed');
}
