/**
 * What turns raw detections from several scales into believable objects: the merge of the whole
 * photo and its tiles, per-class score thresholds, and sanity rules against hallucinated furniture
 * and double counting. Pure functions; thresholds were read off the calibration half of the photo
 * corpus (apps/server/test/fixtures/photos), never the held-out half.
 */
import { COCO_CLASSES } from './coco-classes.js';
import { boxArea, confusable, iou, suppress, type Detection } from './detections.js';

/** The default minimum score of a catalogued class. */
export const DEFAULT_CLASS_THRESHOLD = 0.3;

/**
 * Classes the detector reports falsely more often than others get a higher bar; weak but reliable
 * ones a lower. Calibration: a whole-frame "dining table" under every tabletop photo at 0.13–0.20;
 * grass blades read as bananas at 0.13–0.27 (real bananas 0.55–0.64); a film camera as a suitcase
 * at 0.36 and a mug as a vase at 0.38; a carrot found at 0.29 and nothing false above 0.2.
 */
const CLASS_THRESHOLDS: Record<string, number> = {
  'dining table': 0.45,
  // The zoomed-out pass reads leaves as a banana at up to 0.43; real bananas score 0.50–0.65.
  banana: 0.45,
  suitcase: 0.45,
  vase: 0.42,
  bench: 0.4,
  bottle: 0.35,
  tie: 0.35,
  'remote control': 0.45,
  carrot: 0.25,
};

/** People and animals are described, never catalogued; below these scores they are not named. */
const PERSON_THRESHOLD = 0.35;
const ANIMAL_THRESHOLD = 0.2;
const BIRD_THRESHOLD = 0.33;
/** Vehicles nobody keeps at home and street furniture: a wooden floor scored as a train at 0.20. */
const ANIMAL_CLASSES = new Set([
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
]);
const OTHER_UNCATALOGUED_THRESHOLD = 0.4;

export function thresholdOf(classId: number): number {
  const cls = COCO_CLASSES[classId];
  if (!cls) return 1;
  if (cls.kind === 'item') return CLASS_THRESHOLDS[cls.name] ?? DEFAULT_CLASS_THRESHOLD;
  if (cls.name === 'person') return PERSON_THRESHOLD;
  if (cls.name === 'bird') return BIRD_THRESHOLD;
  return ANIMAL_CLASSES.has(cls.name) ? ANIMAL_THRESHOLD : OTHER_UNCATALOGUED_THRESHOLD;
}

export interface ScalePass {
  detections: Detection[];
  /** Where this pass's image sits in the whole photo (0..1); the whole photo is [0, 0, 1, 1]. */
  box: [number, number, number, number];
  /**
   * A zoomed-out pass: where the whole photo sits inside this pass's input (0..1). Detections
   * are mapped back into the photo and clipped to it.
   */
  photoAt?: [number, number, number, number];
}

const clip = (v: number): number => Math.min(1, Math.max(0, v));

/** A full-size object this large is not a close-up that the zoomed-out pass could add to. */
const LARGE_OBJECT_AREA = 0.1;

/**
 * True when the full-size passes found no large catalogued object, the only case where the
 * zoomed-out pass (one more detector run) adds one: on the calibration photos it found balls,
 * scissors and a chair filling the frame that the full-size pass missed, and next to a large
 * object it found nothing more.
 */
export function needsZoomedOut(fullSize: Detection[]): boolean {
  return !fullSize.some(
    (d) => COCO_CLASSES[d.classId]?.kind === 'item' && boxArea(d.box) >= LARGE_OBJECT_AREA,
  );
}

/**
 * What the zoomed-out pass finds must score at least this. Shrunk onto grey, anything in the
 * photo looks like an object on a plain table, and the model names it after the nearest class it
 * knows: on the calibration photos a sledgehammer became a carrot (0.28), a kitchen scale a phone
 * (0.32) and a flower a potted plant (0.34), while the close-ups it rightly adds mostly score
 * higher (balls 0.51–0.63, scissors 0.37–0.43).
 */
export const ZOOMED_OUT_MIN_SCORE = 0.36;

/**
 * Maps a zoomed-out pass's detections into photo coordinates. Only catalogued objects are taken
 * from it: on the calibration photos its people and animals were mostly noise (a jetty as a
 * farm animal), and the full-size passes see living things well.
 */
function fromContext(pass: ScalePass, [px1, py1, px2, py2]: ScalePass['box']): Detection[] {
  const w = px2 - px1;
  const h = py2 - py1;
  const out: Detection[] = [];
  for (const d of pass.detections) {
    const [x1, y1, x2, y2] = d.box;
    const box: Detection['box'] = [
      clip((x1 - px1) / w),
      clip((y1 - py1) / h),
      clip((x2 - px1) / w),
      clip((y2 - py1) / h),
    ];
    const catalogued = COCO_CLASSES[d.classId]?.kind === 'item';
    const sure = d.score >= ZOOMED_OUT_MIN_SCORE;
    if (catalogued && sure && box[2] - box[0] > 0.01 && box[3] - box[1] > 0.01)
      out.push({ ...d, box });
  }
  return out;
}

/** Maps a tile's detections into whole-photo coordinates, dropping objects cut by a tile edge. */
function toWholePhoto(pass: ScalePass): Detection[] {
  if (pass.photoAt) return fromContext(pass, pass.photoAt);
  const [tx1, ty1, tx2, ty2] = pass.box;
  const w = tx2 - tx1;
  const h = ty2 - ty1;
  const out: Detection[] = [];
  for (const d of pass.detections) {
    const [x1, y1, x2, y2] = d.box;
    // An object touching an inner edge of the tile is partly outside it: the other tile or the
    // whole photo sees it better.
    const cutLeft = tx1 > 0 && x1 < 0.01;
    const cutRight = tx2 < 1 && x2 > 0.99;
    const cutTop = ty1 > 0 && y1 < 0.01;
    const cutBottom = ty2 < 1 && y2 > 0.99;
    if (cutLeft || cutRight || cutTop || cutBottom) continue;
    out.push({ ...d, box: [tx1 + x1 * w, ty1 + y1 * h, tx1 + x2 * w, ty1 + y2 * h] });
  }
  return out;
}

/**
 * Weighted box fusion across scales: same-class boxes that overlap (IoU > 0.5) are one object,
 * whose box is the score-weighted mean and whose score is the best one.
 */
export function mergeScales(passes: ScalePass[]): Detection[] {
  const all = passes.flatMap(toWholePhoto).sort((a, b) => b.score - a.score);
  const clusters: Array<{ members: Detection[]; head: Detection }> = [];
  for (const d of all) {
    const cluster = clusters.find(
      (c) => c.head.classId === d.classId && iou(c.head.box, d.box) > 0.5,
    );
    if (cluster) cluster.members.push(d);
    else clusters.push({ members: [d], head: d });
  }
  return clusters.map(({ members, head }) => {
    const total = members.reduce((acc, m) => acc + m.score, 0);
    const box = [0, 1, 2, 3].map(
      (k) => members.reduce((acc, m) => acc + m.box[k]! * m.score, 0) / total,
    ) as Detection['box'];
    return { classId: head.classId, score: head.score, box };
  });
}

/** Two confused classes scoring within this ratio of each other leave the model undecided. */
const UNDECIDED_RATIO = 0.8;

/**
 * Where the model gave one object two classes it confuses (the whole photo says truck, the
 * zoomed-out view car), the better one stays; when both scored about the same it is undecided.
 */
export function oneOfConfused(detections: Detection[]): Detection[] {
  const sorted = [...detections].sort((a, b) => b.score - a.score);
  const kept: Detection[] = [];
  for (const d of sorted) {
    const name = COCO_CLASSES[d.classId]?.name ?? '';
    const rival = kept.findIndex(
      (k) => confusable(COCO_CLASSES[k.classId]?.name ?? '', name) && iou(k.box, d.box) > 0.5,
    );
    if (rival < 0) {
      kept.push(d);
      continue;
    }
    if (d.score >= kept[rival]!.score * UNDECIDED_RATIO)
      kept[rival] = { ...kept[rival]!, undecided: true };
  }
  return kept;
}

/**
 * A class the model reports for an object that is really a more specific kind whenever that kind
 * is read on it too: a pot with a plant growing out of it is scored as a vase, with a weaker
 * "potted plant" on the same object, while an empty vase draws almost no plant score.
 */
const SEEN_AS: Array<{ reported: string; kind: string; evidence: number }> = [
  { reported: 'vase', kind: 'potted plant', evidence: 0.2 },
];

/** Relabels reported classes as their more specific kind where the model read that kind too. */
export function withKindEvidence(detections: Detection[]): Detection[] {
  return detections.map((d) => {
    const name = COCO_CLASSES[d.classId]?.name;
    const rule = SEEN_AS.find((r) => r.reported === name);
    if (!rule) return d;
    const evidence = detections.find(
      (o) =>
        COCO_CLASSES[o.classId]?.name === rule.kind &&
        o.score >= rule.evidence &&
        (iou(o.box, d.box) > 0.3 || containment(d.box, o.box) > 0.7),
    );
    return evidence
      ? { ...d, classId: evidence.classId, score: Math.max(d.score, evidence.score) }
      : d;
  });
}

const PERSON = COCO_CLASSES.findIndex((c) => c.name === 'person');
/**
 * People are photographed in groups (a band on a stage, a family at a table) where each is seen
 * less surely than a lone portrait: two or more separate people at this score vouch for each
 * other. On the calibration photos no photo without people had two such readings.
 */
const GROUP_PERSON_THRESHOLD = 0.25;

function inAGroup(detections: Detection[]): boolean {
  const people: Detection[] = [];
  for (const d of detections) {
    if (d.classId !== PERSON || d.score < GROUP_PERSON_THRESHOLD) continue;
    if (!people.some((p) => iou(p.box, d.box) > 0.3)) people.push(d);
    if (people.length >= 2) return true;
  }
  return false;
}

/** Share of `inner`'s area that lies inside `outer`. */
function containment(inner: Detection['box'], outer: Detection['box']): number {
  const ix = Math.max(0, Math.min(inner[2], outer[2]) - Math.max(inner[0], outer[0]));
  const iy = Math.max(0, Math.min(inner[3], outer[3]) - Math.max(inner[1], outer[1]));
  const area = boxArea(inner);
  return area > 0 ? (ix * iy) / area : 0;
}

const TABLE_CLASSES = new Set(['dining table', 'bed', 'couch']);

/**
 * Per-class thresholds, then the sanity rules:
 * - large furniture needs a region of its size (a "table" box must cover a fifth of the photo and
 *   not be the whole frame of a close-up, where the model sees any surface as a table);
 * - a second box of one class inside another is the same object, and a much weaker twin of a
 *   confident detection is a reflection or an echo, not a second object;
 * - two classes the model confuses (car and truck, apple and orange) on one object are one.
 */
export function believable(detections: Detection[]): Detection[] {
  const crowd = inAGroup(detections);
  const bar = (d: Detection): number =>
    crowd && d.classId === PERSON ? GROUP_PERSON_THRESHOLD : thresholdOf(d.classId);
  // Confused classes first: the near-identical-box rule of `suppress` would keep one of a car
  // and a truck without saying that the model hesitated.
  const passing = suppress(
    oneOfConfused(withKindEvidence(detections).filter((d) => d.score >= bar(d))),
    { scoreThreshold: 0 },
  );
  const kept: Detection[] = [];
  for (const d of passing) {
    const name = COCO_CLASSES[d.classId]?.name ?? '';
    if (TABLE_CLASSES.has(name)) {
      const area = boxArea(d.box);
      const wholeFrame = area > 0.85;
      if (area < 0.2 || (wholeFrame && d.score < 0.6)) continue;
    }
    const twins = kept.filter((k) => k.classId === d.classId);
    if (twins.some((k) => containment(d.box, k.box) > 0.7 || containment(k.box, d.box) > 0.7))
      continue;
    const best = Math.max(0, ...twins.map((k) => k.score));
    if (twins.length > 0 && d.score < best * 0.5) continue;
    kept.push(d);
  }
  return kept;
}
