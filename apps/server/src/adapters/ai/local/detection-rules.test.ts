import { describe, expect, it } from 'vitest';
import {
  believable,
  mergeScales,
  needsZoomedOut,
  oneOfConfused,
  thresholdOf,
  withKindEvidence,
  ZOOMED_OUT_MIN_SCORE,
} from './detection-rules.js';
import type { Detection } from './detections.js';
import { detectionsToItems } from './detections.js';
import { livingThings } from './living-things.js';
import { brandsFromText } from './object-text.js';

const APPLE = 47;
const ORANGE = 49;
const CUP = 41;
const DINING_TABLE = 60;
const TRUCK = 7;
const CAR = 2;
const BOAT = 8;
const BANANA = 46;
const SCISSORS = 76;
const MOTORCYCLE = 3;
const DOG = 16;
const CAT = 15;
const PERSON = 0;
const VASE = 75;
const CARROT = 51;
const POTTED_PLANT = 58;
const det = (classId: number, score: number, box: Detection['box']): Detection => ({
  classId,
  score,
  box,
});

describe('per-class thresholds and sanity rules', () => {
  it('asks more of classes the model invents', () => {
    expect(thresholdOf(DINING_TABLE)).toBeGreaterThan(thresholdOf(CUP));
    expect(believable([det(DINING_TABLE, 0.2, [0, 0, 1, 1])])).toEqual([]);
  });

  it('does not believe a table under a cup in a close-up', () => {
    const cup = det(CUP, 0.5, [0.3, 0.1, 0.7, 0.7]);
    const wholeFrameTable = det(DINING_TABLE, 0.5, [0.01, 0.01, 0.99, 0.99]);
    const smallTable = det(DINING_TABLE, 0.5, [0.3, 0.6, 0.5, 0.8]);
    expect(believable([cup, wholeFrameTable, smallTable])).toEqual([cup]);
    const realTable = det(DINING_TABLE, 0.55, [0.1, 0.4, 0.9, 0.95]);
    expect(believable([cup, realTable])).toHaveLength(2);
  });

  it('does not take leaves for a banana', () => {
    expect(believable([det(BANANA, 0.43, [0.3, 0.3, 0.5, 0.6])])).toEqual([]);
    expect(believable([det(BANANA, 0.55, [0.3, 0.3, 0.5, 0.6])])).toHaveLength(1);
  });

  it('counts a weak twin (a reflection) and a box inside a box once', () => {
    const cup = det(CUP, 0.8, [0.1, 0.1, 0.3, 0.4]);
    const reflection = det(CUP, 0.35, [0.6, 0.1, 0.8, 0.4]);
    const inner = det(CUP, 0.5, [0.12, 0.15, 0.25, 0.35]);
    expect(believable([cup, reflection, inner])).toEqual([cup]);
    const second = det(CUP, 0.5, [0.6, 0.1, 0.8, 0.4]);
    expect(believable([cup, second])).toHaveLength(2);
  });
});

describe('classes the model confuses', () => {
  it('keeps one of a car and a truck on the same object, undecided when they score alike', () => {
    const truck = det(TRUCK, 0.52, [0.1, 0.4, 0.9, 0.9]);
    const car = det(CAR, 0.5, [0.12, 0.42, 0.88, 0.9]);
    const kept = oneOfConfused([car, truck]);
    expect(kept).toEqual([{ ...truck, undecided: true }]);
    const [item] = detectionsToItems(believable([car, truck]));
    expect(item).toMatchObject({ itemName: 'Vehicle', quantity: 1, detectedClass: 'car/truck' });
  });

  it('keeps the clear winner by its own name, and two vehicles in two places', () => {
    const car = det(CAR, 0.7, [0.1, 0.4, 0.9, 0.9]);
    const weakTruck = det(TRUCK, 0.3, [0.1, 0.4, 0.9, 0.9]);
    expect(oneOfConfused([car, weakTruck])).toEqual([car]);
    expect(detectionsToItems([car])[0]!.itemName).toBe('Car');
    const elsewhere = det(TRUCK, 0.65, [0.0, 0.0, 0.3, 0.3]);
    expect(oneOfConfused([car, elsewhere])).toHaveLength(2);
  });

  it('never merges classes the model does not confuse', () => {
    const cup = det(CUP, 0.5, [0.1, 0.1, 0.5, 0.5]);
    const apple = det(APPLE, 0.5, [0.1, 0.1, 0.5, 0.5]);
    expect(oneOfConfused([cup, apple])).toHaveLength(2);
  });
});

describe('merging the whole photo with its tiles', () => {
  it('maps a zoomed-out pass back into the photo and takes only catalogued objects from it', () => {
    // The photo sits in the middle 60 % of the zoomed-out input.
    const photoAt: Detection['box'] = [0.2, 0.2, 0.8, 0.8];
    const merged = mergeScales([
      { box: [0, 0, 1, 1], detections: [] },
      {
        box: [0, 0, 1, 1],
        photoAt,
        detections: [
          det(SCISSORS, 0.45, [0.22, 0.21, 0.79, 0.78]),
          det(DOG, 0.5, [0.3, 0.3, 0.6, 0.6]),
        ],
      },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.classId).toBe(SCISSORS);
    expect(merged[0]!.box[0]).toBeCloseTo(0.033, 2);
    expect(merged[0]!.box[2]).toBeCloseTo(0.983, 2);
  });

  it('takes only sure finds from the zoomed-out pass, where anything looks like an object', () => {
    const zoomedOut = (score: number) =>
      mergeScales([
        {
          box: [0, 0, 1, 1],
          photoAt: [0.2, 0.2, 0.8, 0.8],
          detections: [det(CARROT, score, [0.3, 0.3, 0.7, 0.7])],
        },
      ]);
    expect(zoomedOut(ZOOMED_OUT_MIN_SCORE - 0.01)).toEqual([]);
    expect(zoomedOut(ZOOMED_OUT_MIN_SCORE)).toHaveLength(1);
    // The full-size pass keeps its own, lower bar.
    const fullSize = mergeScales([
      { box: [0, 0, 1, 1], detections: [det(CARROT, 0.3, [0.3, 0.3, 0.7, 0.7])] },
    ]);
    expect(fullSize).toHaveLength(1);
  });

  it('drops what the zoomed-out pass sees on the grey margin', () => {
    const merged = mergeScales([
      {
        box: [0, 0, 1, 1],
        photoAt: [0.2, 0.2, 0.8, 0.8],
        detections: [det(BOAT, 0.6, [0, 0, 0.15, 0.15])],
      },
    ]);
    expect(merged).toEqual([]);
  });

  it('fuses one object seen at two scales and maps tile boxes into the photo', () => {
    const merged = mergeScales([
      { box: [0, 0, 1, 1], detections: [det(CUP, 0.4, [0.1, 0.1, 0.3, 0.3])] },
      // the left tile spans 60 % of the width: the same cup, seen larger
      { box: [0, 0, 0.6, 1], detections: [det(CUP, 0.6, [0.17, 0.1, 0.5, 0.3])] },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.score).toBe(0.6);
    expect(merged[0]!.box[0]).toBeCloseTo(0.1, 1);
  });

  it('drops an object cut by the inner edge of a tile', () => {
    const merged = mergeScales([
      { box: [0, 0, 0.6, 1], detections: [det(CUP, 0.6, [0.8, 0.2, 1, 0.4])] },
    ]);
    expect(merged).toEqual([]);
  });
});

describe('natural names', () => {
  it('gives a weak truck and a weak apple their broader names', () => {
    const [vehicle] = detectionsToItems([det(TRUCK, 0.45, [0.1, 0.5, 0.9, 0.9])]);
    expect(vehicle).toMatchObject({ itemName: 'Vehicle', detectedClass: 'car/truck' });
    const [fruit] = detectionsToItems([det(APPLE, 0.43, [0.1, 0.1, 0.3, 0.3])]);
    expect(fruit).toMatchObject({ itemName: 'Fruit', itemCategory: 'chemical_perishable' });
    const [orange] = detectionsToItems([det(ORANGE, 0.7, [0.1, 0.1, 0.3, 0.3])]);
    expect(orange!.itemName).toBe('Orange');
    expect(orange!.region).toEqual([0.1, 0.1, 0.3, 0.3]);
  });

  it('makes weak apples and weak oranges one item of fruit, never one "Apple"', () => {
    const items = detectionsToItems([
      det(ORANGE, 0.33, [0.0, 0.0, 0.3, 0.25]),
      det(ORANGE, 0.32, [0.6, 0.5, 1.0, 1.0]),
      det(APPLE, 0.31, [0.6, 0.25, 1.0, 0.6]),
      det(APPLE, 0.3, [0.0, 0.6, 0.25, 1.0]),
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      itemName: 'Fruit',
      quantity: 4,
      detectedClass: 'apple/orange',
      perishabilityType: 'perishable',
    });
    expect(items[0]!.itemDescription).toMatch(/^4 pieces of fruit detected/);
  });

  it('names a weak animal by its group and keeps people apart', () => {
    const living = livingThings([det(CAT, 0.25, [0, 0, 1, 1]), det(PERSON, 0.6, [0, 0, 1, 1])]);
    expect(living.map((l) => l.noun)).toEqual(['person', 'cat or dog']);
    expect(livingThings([det(DOG, 0.6, [0, 0, 1, 1])])[0]!.noun).toBe('dog');
  });

  it('counts a weak animal beside a sure one of its group as one more of that kind', () => {
    const HORSE = 17;
    const herd = livingThings([
      det(HORSE, 0.68, [0.5, 0.3, 0.9, 0.8]),
      det(HORSE, 0.51, [0.1, 0.3, 0.4, 0.8]),
      det(HORSE, 0.29, [0.4, 0.4, 0.6, 0.8]),
    ]);
    expect(herd).toEqual([{ noun: 'horse', plural: 'horses', count: 3, person: false }]);
  });
});

describe('text on an object', () => {
  const [bike] = detectionsToItems([det(MOTORCYCLE, 0.6, [0.1, 0.2, 0.9, 0.9])]);

  it('becomes the brand when it names a known maker', () => {
    const [named] = brandsFromText(
      [bike!],
      [{ text: 'YAMAHA', confidence: 80, words: [], box: [0.4, 0.4, 0.6, 0.45] }],
    );
    expect(named).toMatchObject({ brand: 'Yamaha', itemName: 'Yamaha motorcycle' });
  });

  it('is ignored when it names nothing known or lies outside the object', () => {
    const lines = [
      {
        text: '9 _ hat > _ amr',
        confidence: 80,
        words: [],
        box: [0.4, 0.4, 0.6, 0.45] as Detection['box'],
      },
      {
        text: 'YAMAHA',
        confidence: 80,
        words: [],
        box: [0.0, 0.0, 0.08, 0.05] as Detection['box'],
      },
    ];
    expect(brandsFromText([bike!], lines)).toEqual([bike]);
  });
});

describe('the zoomed-out pass', () => {
  it('runs only when the full-size passes found no large catalogued object', () => {
    expect(needsZoomedOut([])).toBe(true);
    expect(needsZoomedOut([det(CUP, 0.5, [0.4, 0.4, 0.5, 0.5])])).toBe(true);
    expect(needsZoomedOut([det(CUP, 0.5, [0.2, 0.2, 0.6, 0.6])])).toBe(false);
    // A large person or animal is not catalogued: a close-up object may still be missed.
    expect(needsZoomedOut([det(0, 0.8, [0, 0, 1, 1])])).toBe(true);
  });
});

describe('a kind the model reads on an object it reports as another', () => {
  it('calls a vase with a plant read on it a potted plant', () => {
    const pot = det(VASE, 0.46, [0.3, 0.5, 0.6, 0.9]);
    const plant = det(POTTED_PLANT, 0.24, [0.25, 0.1, 0.65, 0.9]);
    const [item] = detectionsToItems(believable([pot, plant]));
    expect(item).toMatchObject({ itemName: 'Potted plant', quantity: 1 });
    expect(withKindEvidence([pot, plant])[0]).toMatchObject({ classId: POTTED_PLANT, score: 0.46 });
  });

  it('keeps a vase that nothing suggests holds a plant', () => {
    const vase = det(VASE, 0.5, [0.3, 0.5, 0.6, 0.9]);
    const faint = det(POTTED_PLANT, 0.12, [0.3, 0.5, 0.6, 0.9]);
    const elsewhere = det(POTTED_PLANT, 0.4, [0.7, 0.1, 0.95, 0.4]);
    const items = detectionsToItems(believable([vase, faint, elsewhere]));
    expect(items.map((i) => i.itemName).sort()).toEqual(['Potted plant', 'Vase']);
  });
});

describe('a truck is named only when the model is sure', () => {
  it('names a fairly confident truck a vehicle: cars are far more common at home', () => {
    const [item] = detectionsToItems(believable([det(TRUCK, 0.65, [0.1, 0.2, 0.9, 0.8])]));
    expect(item).toMatchObject({ itemName: 'Vehicle', detectedClass: 'car/truck' });
    const [sure] = detectionsToItems(believable([det(TRUCK, 0.75, [0.1, 0.2, 0.9, 0.8])]));
    expect(sure).toMatchObject({ itemName: 'Truck', detectedClass: 'truck' });
  });
});

describe('people in a group', () => {
  it('vouch for each other when two or more are seen apart, each less surely than a portrait', () => {
    const band = [
      det(PERSON, 0.3, [0.6, 0.3, 0.75, 0.9]),
      det(PERSON, 0.26, [0.05, 0.3, 0.2, 0.65]),
    ];
    expect(livingThings(believable(band))).toEqual([
      expect.objectContaining({ noun: 'person', count: 2, person: true }),
    ]);
  });

  it('do not make one weak reading a person, nor two readings of one body', () => {
    expect(believable([det(PERSON, 0.3, [0.6, 0.3, 0.75, 0.9])])).toEqual([]);
    const sameBody = [
      det(PERSON, 0.3, [0.6, 0.3, 0.75, 0.9]),
      det(PERSON, 0.27, [0.61, 0.32, 0.76, 0.92]),
    ];
    expect(believable(sameBody)).toEqual([]);
  });
});
