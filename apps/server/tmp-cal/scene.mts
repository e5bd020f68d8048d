import { readFileSync, readdirSync } from 'node:fs';
import { prepareImage } from '/work/wt/photos/apps/server/src/adapters/ai/local/image-prep.js';
const files = [...readdirSync('/work/wt/shared/fixtures/images').map(f => '/work/wt/shared/fixtures/images/' + f), ...readdirSync('apps/server/test/fixtures/photos/calibration').filter(f => !/apple|orange|banana|broccoli|carrot|mug|scissors|teddy|toilet|racket|ball/.test(f)).map(f => 'apps/server/test/fixtures/photos/calibration/' + f)];
for (const f of files) {
  const p = await prepareImage(readFileSync(f), 512);
  console.log(f.split('/').pop()!.padEnd(28), Object.entries(p.scene).map(([k, v]) => `${k}=${v.toFixed(2)}`).join(' '), `textLike=${p.stats.textLike.toFixed(4)} paper=${p.stats.paper.toFixed(2)}`);
}
