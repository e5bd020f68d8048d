import { describe, expect, it } from 'vitest';
import { COCO_CLASSES } from './coco-classes.js';
import { describePhoto } from './compose.js';
import { detectionsToItems, type Detection } from './detections.js';
import { locationOfRoom, roomOf } from './room.js';

const classId = (name: string): number => COCO_CLASSES.findIndex((c) => c.name === name);
let column = 0;
/** Detected items of the named classes, each in its own place in the photo. */
const found = (...names: string[]) =>
  detectionsToItems(
    names.map((name): Detection => {
      const x = (column++ % 8) / 8;
      return { classId: classId(name), score: 0.5, box: [x, 0.4, x + 0.1, 0.6] };
    }),
  );

describe('the room a photo shows', () => {
  it('is named by a fixture with other things beside it', () => {
    expect(roomOf(found('oven', 'cup', 'cup'), false)).toBe('kitchen');
    expect(roomOf(found('sink', 'bottle'), false)).toBe('kitchen');
    expect(roomOf(found('bed', 'teddy bear'), false)).toBe('bedroom');
    expect(roomOf(found('couch', 'potted plant'), false)).toBe('living room');
  });

  it('prefers a bathroom when a sink stands beside a toilet', () => {
    expect(roomOf(found('sink', 'toilet'), false)).toBe('bathroom');
  });

  it('is a desk when computer things are seen together', () => {
    expect(roomOf(found('laptop', 'computer mouse'), false)).toBe('desk');
    expect(locationOfRoom('desk')).toBeNull();
    expect(locationOfRoom('kitchen')).toBe('Kitchen');
    expect(locationOfRoom('living room')).toBe('Living Room');
  });

  it('is not named for a lone object, things without a fixture, or outdoors', () => {
    expect(roomOf(found('toilet'), false)).toBeNull();
    expect(roomOf(found('cup', 'apple'), false)).toBeNull();
    expect(roomOf(found('oven', 'cup'), true)).toBeNull();
  });

  it('leads the description, instead of the colours of the setting', () => {
    const detected = found('oven', 'sink', 'cup', 'cup', 'cup');
    const plain = { on: 'on a plain light surface such as a wooden table', alone: '' };
    const description = describePhoto({
      detected,
      ocr: null,
      otherItems: 0,
      living: [],
      scene: plain,
      room: roomOf(detected, false),
    });
    expect(description).toMatch(/^A kitchen with [^.]+\.$/);
    for (const thing of ['an oven', 'a sink', '3 cups']) expect(description).toContain(thing);
    expect(description).not.toContain('surface');
  });
});
