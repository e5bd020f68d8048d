import sharp from 'sharp';
import { DetectorPool } from '/work/wt/photos/apps/server/src/adapters/ai/local/detector-pool.js';
import { parseRows } from '/work/wt/photos/apps/server/src/adapters/ai/local/detections.js';
import { believable, mergeScales } from '/work/wt/photos/apps/server/src/adapters/ai/local/detection-rules.js';
import { COCO_CLASSES } from '/work/wt/photos/apps/server/src/adapters/ai/local/coco-classes.js';
import { loadCorpus } from '/work/wt/photos/apps/server/src/adapters/ai/local/photo-corpus.js';
const pool = new DetectorPool(1);
await pool.warmUp();
const input = async (buf: Buffer, box: number[]) => {
  const m = await sharp(buf).metadata();
  const W = m.width!, H = m.height!;
  const raw = await sharp(buf).extract({ left: Math.round(box[0]! * W), top: Math.round(box[1]! * H), width: Math.round((box[2]! - box[0]!) * W), height: Math.round((box[3]! - box[1]!) * H) }).resize(512, 512, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const u = new Uint8Array(raw.length); u.set(raw); return u;
};
const boxes = [[0, 0, 1, 1], [0, 0, 0.6, 1], [0.4, 0, 1, 1]];
for (const p of loadCorpus(process.argv[2] as 'calibration')) {
  const passes = [];
  for (const b of boxes) passes.push({ detections: parseRows((await pool.detect(await input(p.bytes, b))).rows, 512), box: b as [number, number, number, number] });
  const one = believable(mergeScales(passes.slice(0, 1)));
  const all = believable(mergeScales(passes));
  const f = (d: typeof one) => d.map(x => `${COCO_CLASSES[x.classId]!.name}:${x.score.toFixed(2)}`).join(' ');
  if (f(one) !== f(all)) console.log(p.file, JSON.stringify(p.objects), '| whole:', f(one), '| +tiles:', f(all));
}
await pool.close();
