import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePhoto } from '../../photo/decoded-photo.js';
import { detectionsToItems, type Detection } from './detections.js';
import type { DocumentStats } from './image-prep.js';
import { labelledObject, shouldReadText } from './local-analyzer.js';
import { OcrEngine, OcrTimeoutError } from './ocr.js';

const MOTORCYCLE = 3;
const BOAT = 8;
const det = (classId: number, score: number, box: Detection['box']): Detection => ({
  classId,
  score,
  box,
});

describe('when a photo is read for text', () => {
  // Some paper and strokes, but not a page.
  const paperWithStrokes: DocumentStats = {
    paper: 0.18,
    strongEdges: 0.015,
    saturation: 0.2,
    textLike: 0.05,
    page: { paperShare: 1, ink: 0.1, linePitch: null, lineRhythm: 0 },
  };

  it('reads a partly paper-like photo with text-like regions and nothing detected', () => {
    expect(shouldReadText(paperWithStrokes, [])).toBe(true);
  });

  it('never reads a photo without text-like regions', () => {
    expect(shouldReadText({ ...paperWithStrokes, textLike: 0 }, [])).toBe(false);
  });

  it('does not read a photo of animals or people as a page', () => {
    expect(shouldReadText(paperWithStrokes, [], undefined, 2)).toBe(false);
    expect(shouldReadText(paperWithStrokes, [], 'the receipt', 2)).toBe(true);
  });

  it('reads a maker’s name only off one prominent object of a labelled kind', () => {
    const [bike] = detectionsToItems([det(MOTORCYCLE, 0.6, [0.1, 0.1, 0.9, 0.9])]);
    expect(labelledObject([bike!])).toBe(bike);
    const [farBike] = detectionsToItems([det(MOTORCYCLE, 0.6, [0.1, 0.1, 0.15, 0.15])]);
    expect(labelledObject([farBike!])).toBeUndefined();
    const boats = detectionsToItems([
      det(BOAT, 0.5, [0.0, 0.5, 0.3, 0.9]),
      det(BOAT, 0.5, [0.35, 0.5, 0.6, 0.9]),
      det(BOAT, 0.5, [0.65, 0.5, 0.95, 0.9]),
    ]);
    expect(boats[0]!.quantity).toBe(3);
    expect(labelledObject(boats)).toBeUndefined();
  });
});

describe('a bounded read of an object’s lettering', () => {
  it('gives up at its own limit, well under the engine’s, and the engine reads again after', async () => {
    const engine = new OcrEngine({ timeoutMs: 60_000, maxSide: 1000 });
    const page = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer()
      .then((png) => decodePhoto(png));
    try {
      await engine.warmUp();
      await expect(engine.recognize(page, 'lettering', undefined, 1)).rejects.toBeInstanceOf(
        OcrTimeoutError,
      );
      await expect(engine.recognize(page, 'lettering')).resolves.toMatchObject({ lines: [] });
    } finally {
      await engine.close();
    }
  }, 60_000);
});
