import { DetectorPool } from '/work/wt/photos/apps/server/src/adapters/ai/local/detector-pool.js';
import { INPUT_SIZE } from '/work/wt/photos/apps/server/src/adapters/ai/local/detector-shared.js';
import { prepareImage } from '/work/wt/photos/apps/server/src/adapters/ai/local/image-prep.js';
import { parseRows, suppress } from '/work/wt/photos/apps/server/src/adapters/ai/local/detections.js';
import { COCO_CLASSES } from '/work/wt/photos/apps/server/src/adapters/ai/local/coco-classes.js';
import { loadCorpus } from '/work/wt/photos/apps/server/src/adapters/ai/local/photo-corpus.js';
const pool = new DetectorPool(1);
await pool.warmUp();
for (const p of loadCorpus(process.argv[2] as 'calibration')) {
  const prep = await prepareImage(p.bytes, INPUT_SIZE);
  const { rows } = await pool.detect(prep.detectorInput);
  const d = suppress(parseRows(rows, INPUT_SIZE), { scoreThreshold: 0.12 });
  console.log(p.file, JSON.stringify(p.objects), d.map(x => `${COCO_CLASSES[x.classId]!.name}:${x.score.toFixed(2)}[${x.box.map(v=>v.toFixed(2)).join(',')}]`).join(' '));
}
await pool.close();
