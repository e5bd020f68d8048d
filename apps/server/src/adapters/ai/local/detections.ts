/**
 * Post-processing of CenterNet output (pure functions, no tfjs): score threshold, non-max
 * suppression, and mapping of COCO classes onto inventory items (one item per class, with a
 * quantity), including area, prominence and ownership estimates.
 */
import type { AnalyzedItem } from '../analyzer.js';
import { COCO_CLASSES } from './coco-classes.js';

export interface Detection {
  classId: number;
  score: number;
  /** Normalised to 0..1 of the image width/height: x1, y1, x2, y2. */
  box: [number, number, number, number];
  /**
   * Set when the model scored a class it confuses with this one (a truck for a car) nearly as
   * high on the same object: the item then takes the broader name.
   */
  undecided?: boolean;
}

export interface SuppressOptions {
  scoreThreshold: number;
  /** Same-class boxes overlapping more than this are duplicates. */
  iouThreshold?: number;
  /**
   * Boxes of different classes overlapping more than this describe one object that the model
   * could not decide on (apple/orange on the same fruit): only the better-scored one stays. Kept
   * high so that a cup standing on a table keeps both.
   */
  crossClassIouThreshold?: number;
  maxDetections?: number;
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** Turns the model's [n × 6] rows (512-px coordinates) into normalised detections. */
export function parseRows(rows: ArrayLike<number>, inputSize: number): Detection[] {
  const out: Detection[] = [];
  for (let i = 0; i + 5 < rows.length; i += 6) {
    const score = rows[i + 4]!;
    const classId = Math.round(rows[i + 5]!);
    if (!(score > 0) || classId < 0 || classId >= COCO_CLASSES.length) continue;
    const x1 = clamp01(rows[i]! / inputSize);
    const y1 = clamp01(rows[i + 1]! / inputSize);
    const x2 = clamp01(rows[i + 2]! / inputSize);
    const y2 = clamp01(rows[i + 3]! / inputSize);
    if (x2 - x1 <= 0.002 || y2 - y1 <= 0.002) continue;
    out.push({ classId, score, box: [x1, y1, x2, y2] });
  }
  return out;
}

export function boxArea([x1, y1, x2, y2]: Detection['box']): number {
  return Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
}

export function iou(a: Detection['box'], b: Detection['box']): number {
  const ix = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));
  const iy = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const inter = ix * iy;
  const union = boxArea(a) + boxArea(b) - inter;
  return union > 0 ? inter / union : 0;
}

/** Greedy non-max suppression, per class, plus a near-identical-box rule across classes. */
export function suppress(detections: Detection[], options: SuppressOptions): Detection[] {
  const {
    scoreThreshold,
    iouThreshold = 0.5,
    crossClassIouThreshold = 0.8,
    maxDetections = 50,
  } = options;
  const sorted = detections
    .filter((d) => d.score >= scoreThreshold)
    .sort((a, b) => b.score - a.score);
  const kept: Detection[] = [];
  for (const d of sorted) {
    const duplicate = kept.some((k) => {
      const overlap = iou(k.box, d.box);
      return k.classId === d.classId ? overlap > iouThreshold : overlap > crossClassIouThreshold;
    });
    if (!duplicate) kept.push(d);
    if (kept.length >= maxDetections) break;
  }
  return kept;
}

/** Fraction (0..1) of the image covered by the union of the boxes, on a 128×128 grid. */
export function unionArea(boxes: Array<Detection['box']>): number {
  const n = 128;
  const grid = new Uint8Array(n * n);
  let covered = 0;
  for (const [x1, y1, x2, y2] of boxes) {
    const c0 = Math.floor(x1 * n);
    const c1 = Math.ceil(x2 * n);
    const r0 = Math.floor(y1 * n);
    const r1 = Math.ceil(y2 * n);
    for (let r = r0; r < r1 && r < n; r++) {
      for (let c = c0; c < c1 && c < n; c++) {
        if (!grid[r * n + c]) {
          grid[r * n + c] = 1;
          covered++;
        }
      }
    }
  }
  return covered / (n * n);
}

/** 0..1: large and central boxes stand out. */
export function prominenceOf(box: Detection['box']): number {
  const area = boxArea(box);
  const cx = (box[0] + box[2]) / 2 - 0.5;
  const cy = (box[1] + box[3]) / 2 - 0.5;
  const centrality = 1 - Math.min(1, Math.hypot(cx, cy) / Math.SQRT1_2);
  return clamp01(0.75 * Math.sqrt(area) + 0.25 * centrality);
}

const round = (v: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The name a person gives a detected thing. Where the model confuses classes (a car reported as a
 * truck, a pickup as a car) a weak guess gets the broader name.
 */
const NATURAL_NAMES: Record<string, string> = {
  'pair of scissors': 'Scissors',
  'pair of skis': 'Skis',
  'cell phone': 'Phone',
  'dining table': 'Table',
  television: 'TV',
  'computer mouse': 'Computer mouse',
};
interface BroadName {
  below: number;
  name: string;
  noun: string;
  plural: string;
  /** The classes the model confuses; `detected_class` lists them joined by "/". */
  members: string[];
}
// Households own cars far more often than trucks, and the model calls cars trucks at up to 0.6
// and beyond: only a sure truck is named one.
const VEHICLE: BroadName = {
  below: 0.7,
  name: 'Vehicle',
  noun: 'vehicle',
  plural: 'vehicles',
  members: ['car', 'truck'],
};
const FRUIT: BroadName = {
  below: 0.5,
  name: 'Fruit',
  noun: 'piece of fruit',
  plural: 'pieces of fruit',
  members: ['apple', 'orange'],
};
const BROAD_NAMES: Record<string, BroadName> = { truck: VEHICLE, apple: FRUIT, orange: FRUIT };
const CONFUSED_WITH: Record<string, BroadName> = { car: VEHICLE, ...BROAD_NAMES };

/** True when the model confuses the two classes (car and truck, apple and orange). */
export function confusable(a: string, b: string): boolean {
  return a !== b && CONFUSED_WITH[a] !== undefined && CONFUSED_WITH[a] === CONFUSED_WITH[b];
}

/**
 * The broader name for a weak guess among classes the model confuses, or for a guess the model
 * could not decide on, or null.
 */
export function broadNameOf(noun: string, score: number, undecided = false): BroadName | null {
  if (undecided && CONFUSED_WITH[noun]) return CONFUSED_WITH[noun];
  const broad = BROAD_NAMES[noun];
  return broad && score < broad.below ? broad : null;
}

export function naturalName(noun: string, score: number): string {
  return broadNameOf(noun, score)?.name ?? NATURAL_NAMES[noun] ?? capitalise(noun);
}

/** The smallest box holding all the given boxes. */
export function enclosingBox(boxes: Array<Detection['box']>): Detection['box'] {
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

export interface DetectedItem extends AnalyzedItem {
  classId: number;
  /** The COCO noun, lower case, singular and plural. */
  noun: string;
  plural: string;
}

/**
 * Classes that end up under one broader name (a weak apple and a weak orange are both "Fruit")
 * are one item: their detections join the better-scored class's group.
 */
function byName(groups: Map<number, Detection[]>): Map<number, Detection[]> {
  const named = new Map<string, { classId: number; detections: Detection[] }>();
  const best = (list: Detection[]): number => Math.max(...list.map((d) => d.score));
  for (const [classId, group] of [...groups].sort((a, b) => best(b[1]) - best(a[1]))) {
    const noun = COCO_CLASSES[classId]!.name;
    const broad = broadNameOf(
      noun,
      best(group),
      group.some((d) => d.undecided),
    );
    const key = broad ? `broad:${broad.name}` : `class:${noun}`;
    const entry = named.get(key);
    if (entry) entry.detections.push(...group);
    else named.set(key, { classId, detections: [...group] });
  }
  return new Map([...named.values()].map((e) => [e.classId, e.detections]));
}

/**
 * One inventory item per ownable class: people, animals and street furniture are dropped,
 * duplicates merged into a quantity. Sorted by prominence, most prominent first.
 */
export function detectionsToItems(detections: Detection[]): DetectedItem[] {
  const groups = new Map<number, Detection[]>();
  for (const d of detections) {
    const cls = COCO_CLASSES[d.classId];
    if (!cls || cls.kind !== 'item') continue;
    const list = groups.get(d.classId) ?? [];
    list.push(d);
    groups.set(d.classId, list);
  }
  const items: DetectedItem[] = [];
  for (const [classId, group] of byName(groups)) {
    const cls = COCO_CLASSES[classId]!;
    const area = unionArea(group.map((d) => d.box));
    const prominence = Math.max(...group.map((d) => prominenceOf(d.box)));
    const score = Math.max(...group.map((d) => d.score));
    const quantity = group.length;
    const percent = round(area * 100, 1);
    const ownership = clamp01(cls.ownership * (0.7 + 0.3 * prominence));
    const broad = broadNameOf(
      cls.name,
      score,
      group.some((d) => d.undecided),
    );
    const what =
      quantity > 1
        ? `${quantity} ${broad?.plural ?? cls.plural}`
        : article(broad?.noun ?? cls.name);
    items.push({
      classId,
      noun: broad?.noun ?? cls.name,
      plural: broad?.plural ?? cls.plural,
      itemName: naturalName(cls.name, score),
      itemDescription: `${capitalise(what)} detected in the photo, ${quantity > 1 ? 'together ' : ''}covering about ${Math.max(1, Math.round(percent))}% of the image.`,
      itemCategory: cls.category,
      brand: null,
      condition: null,
      estimatedValue: cls.value,
      location: null,
      quantity,
      tags: [cls.category, cls.name, 'photo'],
      confidenceScore: round(score, 3),
      perishabilityType: cls.perishable ? 'perishable' : 'non-perishable',
      prominenceScore: round(prominence, 3),
      visualAreaPercentage: percent,
      ownershipLikelihood: round(ownership, 3),
      detectedClass: broad ? broad.members.join('/') : cls.name,
      region: enclosingBox(group.map((d) => d.box)).map((v) => round(v, 4)) as Detection['box'],
    });
  }
  return items.sort((a, b) => b.prominenceScore - a.prominenceScore);
}
