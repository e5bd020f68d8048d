/**
 * The real offline analyzer on the held-out half of the photo corpus: floors that a regression in
 * detection, naming or descriptions breaks. The figures per class are printed by
 * `npm run bench -- photos`; these floors sit a little under what it measured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePhoto } from '../../photo/decoded-photo.js';
import { createLocalAnalyzer } from './local-analyzer.js';
import { loadCorpus, scorePhoto, summarise, type PhotoScore } from './photo-corpus.js';

const TIMEOUT = 180_000;

describe('local analyzer on the held-out photo corpus', { timeout: TIMEOUT }, () => {
  const analyzer = createLocalAnalyzer();
  const scores: PhotoScore[] = [];
  beforeAll(async () => {
    await analyzer.warmUp();
    for (const photo of loadCorpus('held-out')) {
      scores.push(
        scorePhoto(photo, await analyzer.analyzeImage({ photo: await decodePhoto(photo.bytes) })),
      );
    }
  }, TIMEOUT);
  afterAll(() => analyzer.close());

  it('finds most objects of the detector’s classes and invents almost none', () => {
    const summary = summarise(scores);
    expect(summary.photos).toBeGreaterThanOrEqual(70);
    // Measured: recall 57.7 %, precision 78.9 %, 7 false items in 78 photos, since what the
    // zoomed-out pass alone finds must score 0.36 (before: 63.5 %, 71.7 %, 12 false items: a
    // hammer as scissors, a pencil as a kite, a tape measure as a phone).
    expect(summary.recall).toBeGreaterThanOrEqual(0.55);
    expect(summary.precision).toBeGreaterThanOrEqual(0.75);
    expect(summary.falseItems / summary.photos).toBeLessThanOrEqual(0.12);
  });

  it('never catalogues a person or an animal', () => {
    expect(scores.flatMap((s) => s.livingItems)).toEqual([]);
  });

  it('describes what nearly every photo shows', () => {
    const undescribed = scores.filter((s) => !s.described).map((s) => s.file);
    // Measured: 66.7 % of the descriptions name what the photo shows; most misses are belongings
    // the detector has no class for (tools, a pencil, drums) and animals it names by a wrong kind.
    expect(undescribed.length / scores.length, undescribed.join(', ')).toBeLessThanOrEqual(0.38);
  });
});
