import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@circle/contract';
import { COCO_CLASSES } from './coco-classes.js';
import {
  detectionsToItems,
  iou,
  parseRows,
  suppress,
  unionArea,
  type Detection,
} from './detections.js';
import { describePhoto, mergeDescription, textItems } from './compose.js';
import { extractItems } from './text-extractor.js';

const CUP = 41;
const DINING_TABLE = 60;
const APPLE = 47;
const ORANGE = 49;
const PERSON = 0;
const DOG = 16;
const STOP_SIGN = 11;

const det = (classId: number, score: number, box: [number, number, number, number]): Detection => ({
  classId,
  score,
  box,
});

describe('COCO class table', () => {
  it('has the 80 classes in model order, mapped onto contract categories', () => {
    expect(COCO_CLASSES).toHaveLength(80);
    expect([
      COCO_CLASSES[PERSON]!.name,
      COCO_CLASSES[CUP]!.name,
      COCO_CLASSES[DINING_TABLE]!.name,
    ]).toEqual(['person', 'cup', 'dining table']);
    for (const cls of COCO_CLASSES) expect(CATEGORIES).toContain(cls.category);
  });

  it('ignores people, animals and street furniture; food is perishable', () => {
    const ignored = COCO_CLASSES.filter((c) => c.kind === 'ignore').map((c) => c.name);
    for (const name of [
      'person',
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
    ]) {
      expect(ignored).toContain(name);
    }
    for (const name of ['traffic light', 'fire hydrant', 'stop sign', 'parking meter'])
      expect(ignored).toContain(name);
    expect(COCO_CLASSES[APPLE]).toMatchObject({
      perishable: true,
      category: 'chemical_perishable',
    });
    expect(COCO_CLASSES[CUP]).toMatchObject({ perishable: false, category: 'kitchenware' });
  });
});

describe('detector post-processing', () => {
  it('normalises rows, clips boxes and drops empty ones', () => {
    const rows = new Float32Array([
      ...[143, 27, 351, 325, 0.466, CUP],
      ...[-4, 18, 520, 517, 0.39, PERSON],
      ...[10, 10, 10, 10, 0.9, CUP], // zero area
      ...[0, 0, 0, 0, 0, 0], // padding
    ]);
    const parsed = parseRows(rows, 512);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]!.box[0]).toBeCloseTo(143 / 512);
    expect(parsed[1]!.box).toEqual([0, 18 / 512, 1, 1]);
  });

  it('applies the threshold and per-class NMS, and keeps a cup on a table', () => {
    const cupBox: Detection['box'] = [0.28, 0.05, 0.69, 0.63];
    const tableBox: Detection['box'] = [0.25, 0.03, 0.71, 0.89];
    const kept = suppress(
      [
        det(CUP, 0.466, cupBox),
        det(CUP, 0.328, [0.275, 0.06, 0.69, 0.68]), // same cup, lower score
        det(DINING_TABLE, 0.398, tableBox),
        det(CUP, 0.222, tableBox), // below threshold
      ],
      { scoreThreshold: 0.3 },
    );
    expect(kept.map((k) => [k.classId, k.score])).toEqual([
      [CUP, 0.466],
      [DINING_TABLE, 0.398],
    ]);
    expect(iou(cupBox, tableBox)).toBeGreaterThan(0.5); // class-agnostic NMS would have lost the table
  });

  it('resolves two classes on one box to the better one', () => {
    const box: Detection['box'] = [0.62, 0.51, 1, 1];
    const kept = suppress([det(APPLE, 0.324, box), det(ORANGE, 0.319, box)], {
      scoreThreshold: 0.3,
    });
    expect(kept.map((k) => k.classId)).toEqual([APPLE]);
  });

  it('merges one class into one item with a quantity, and drops people, animals and signs', () => {
    const items = detectionsToItems([
      det(CUP, 0.38, [0.19, 0.09, 0.26, 0.21]),
      det(CUP, 0.35, [0.12, 0.09, 0.18, 0.21]),
      det(CUP, 0.32, [0.38, 0.08, 0.43, 0.2]),
      det(PERSON, 0.74, [0, 0, 1, 1]),
      det(DOG, 0.5, [0, 0.5, 0.5, 1]),
      det(STOP_SIGN, 0.6, [0.8, 0, 1, 0.2]),
      det(DINING_TABLE, 0.4, [0.1, 0.5, 0.9, 1]),
    ]);
    expect(items.map((i) => [i.itemName, i.quantity])).toEqual([
      ['Table', 1],
      ['Cup', 3],
    ]);
    const cups = items[1]!;
    expect(cups.confidenceScore).toBe(0.38);
    expect(cups.visualAreaPercentage).toBeGreaterThan(1);
    expect(cups.visualAreaPercentage).toBeLessThan(3);
    expect(cups.prominenceScore).toBeLessThan(items[0]!.prominenceScore);
    expect(cups.perishabilityType).toBe('non-perishable');
    for (const item of items) {
      expect(item.ownershipLikelihood).toBeGreaterThan(0);
      expect(item.ownershipLikelihood).toBeLessThanOrEqual(1);
    }
  });

  it('measures covered area as a union', () => {
    expect(unionArea([[0, 0, 0.5, 1]])).toBeCloseTo(0.5);
    expect(
      unionArea([
        [0, 0, 0.5, 1],
        [0.25, 0, 0.75, 1],
      ]),
    ).toBeCloseTo(0.75);
  });
});

describe('photo summaries and descriptions', () => {
  const detected = detectionsToItems([
    det(CUP, 0.46, [0.28, 0.05, 0.69, 0.63]),
    det(DINING_TABLE, 0.4, [0.25, 0.03, 0.71, 0.89]),
    det(39, 0.45, [0.5, 0.4, 0.52, 0.48]),
    det(39, 0.38, [0.6, 0.4, 0.62, 0.48]),
  ]);

  it('writes a natural sentence', () => {
    const none = { ocr: null, otherItems: 0, living: [], scene: null };
    expect(describePhoto({ detected, ...none })).toBe('A dining table, a cup and 2 bottles.');
    expect(describePhoto({ detected: [], ...none })).toBe(
      'Nothing the detector knows is visible in this photo — nothing to catalogue.',
    );
  });

  it('names people, animals and the setting, which are not catalogued', () => {
    const dog = { noun: 'dog', plural: 'dogs', count: 1, person: false };
    const grass = { on: 'on grass or leaves', alone: 'Green grass or leaves' };
    const base = { ocr: null, otherItems: 0 };
    expect(describePhoto({ ...base, detected: [], living: [dog], scene: grass })).toBe(
      'A dog on grass or leaves — nothing to catalogue.',
    );
    expect(describePhoto({ ...base, detected: [], living: [], scene: grass })).toBe(
      'Green grass or leaves — nothing to catalogue.',
    );
    const person = { noun: 'person', plural: 'people', count: 2, person: true };
    expect(describePhoto({ ...base, detected, living: [person], scene: null })).toBe(
      '2 people, a dining table, a cup and 2 bottles. People are not catalogued.',
    );
  });

  it('folds a described brand and value into the detected item of that kind', () => {
    const description = 'My Le Creuset mug, $35, on the kitchen shelf';
    const described = textItems(extractItems(description));
    const items = mergeDescription(detected, described, description);
    const mug = items.find((i) => i.itemName === 'Le Creuset mug');
    expect(mug).toMatchObject({
      brand: 'Le Creuset',
      estimatedValue: 35,
      itemCategory: 'kitchenware',
    });
    expect(mug!.visualAreaPercentage).toBeGreaterThan(10);
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.location === 'Kitchen')).toBe(true);
  });
});
