/**
 * The real offline analyzer on the shared fixture photos: worker-thread detection and OCR.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePhoto } from '../../photo/decoded-photo.js';
import type { AnalyzedItem } from '../analyzer.js';
import { createLocalAnalyzer } from './local-analyzer.js';

function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'apps')) || !existsSync(path.join(dir, 'packages'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
  return dir;
}
const fixtures = path.resolve(findRepoRoot(), '../shared/fixtures');
const haveFixtures =
  existsSync(path.join(fixtures, 'images')) && existsSync(path.join(fixtures, 'documents'));
const image = (name: string) => decodePhoto(readFileSync(path.join(fixtures, 'images', name)));
const document = (name: string) =>
  decodePhoto(readFileSync(path.join(fixtures, 'documents', name)));

const TIMEOUT = 60_000;

describe.skipIf(!haveFixtures)(
  `local analyzer on fixture photos${haveFixtures ? '' : ' (skipped: ../shared/fixtures not found next to the repository)'}`,
  { timeout: TIMEOUT },
  () => {
    const analyzer = createLocalAnalyzer();
    beforeAll(() => analyzer.warmUp(), TIMEOUT);
    afterAll(() => analyzer.close());

    it('coffee.png gives a cup', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('coffee.png') });
      const cup = result.items.find((i) => i.itemName === 'Cup');
      expect(cup).toMatchObject({
        itemCategory: 'kitchenware',
        quantity: 1,
        perishabilityType: 'non-perishable',
      });
      expect(cup!.confidenceScore).toBeGreaterThan(0.3);
      expect(cup!.visualAreaPercentage).toBeGreaterThan(10);
      expect(cup!.visualAreaPercentage).toBeLessThan(60);
      expect(cup!.prominenceScore).toBeGreaterThan(0.3);
      expect(result.aiDescription).toMatch(/^A cup\b/);
      expect(result.extractedText).toBeNull();
    });

    // Its time is measured by `npm run bench -- analyzer`, not here: the machines are shared.
    it('wood_5120x2880.jpg gives no items and no OCR pass (no text-like regions)', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('wood_5120x2880.jpg') });
      expect(result.items).toEqual([]);
      expect(result.extractedText).toBeNull();
      expect(result.aiDescription).toBe(
        'A brown textured surface such as wood, cork or gravel — nothing to catalogue.',
      );
    });

    it('grace_hopper.jpg gives no person', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('grace_hopper.jpg') });
      const personLike = (i: AnalyzedItem) =>
        /person|people|woman|man\b/i.test(`${i.itemName} ${i.tags.join(' ')}`);
      expect(result.items.filter(personLike)).toEqual([]);
      expect(result.aiDescription).toMatch(/^A person\b.*nothing to catalogue/);
    });

    it('fruits.jpg gives perishable fruit, not one "Apple" for oranges, lemons, limes and kiwi', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('fruits.jpg') });
      expect(result.items.length).toBeGreaterThan(0);
      for (const item of result.items) {
        expect(item.perishabilityType).toBe('perishable');
        expect(item.itemCategory).toBe('chemical_perishable');
      }
      expect(result.items.map((i) => i.itemName)).not.toContain('Apple');
      expect(result.items.reduce((n, i) => n + i.quantity, 0)).toBeGreaterThan(1);
    });

    it('coffee.png invents no table under the cup', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('coffee.png') });
      expect(result.items.map((i) => i.detectedClass)).toEqual(['cup']);
    });

    it('scratch_kitchen.jpg is a kitchen with the oven, the sink and the cups', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('scratch_kitchen.jpg') });
      expect(result.aiDescription).toMatch(/^A kitchen with /);
      expect(result.items.every((i) => i.location === 'Kitchen')).toBe(true);
      expect(result.aiDescription).toMatch(/oven/);
      expect(result.aiDescription).toMatch(/sink/);
      expect(result.aiDescription).toMatch(/\bcups\b/);
    });

    it('receipt_electronics_photo.jpg (OCR) gives at least 4 of its 5 items and no totals or card line', async () => {
      const expected = JSON.parse(
        readFileSync(path.join(fixtures, 'documents', 'expected.json'), 'utf8'),
      ) as Record<string, Array<{ name: string; value: number; brand: string }>>;
      const result = await analyzer.analyzeImage({
        photo: await document('receipt_electronics_photo.jpg'),
      });
      const want = expected['receipt_electronics.txt']!;
      const found = want.filter((w) =>
        result.items.some(
          (i) =>
            i.estimatedValue === w.value &&
            i.brand === w.brand &&
            i.itemName.toLowerCase().includes(w.brand.toLowerCase()),
        ),
      );
      expect(found.length).toBeGreaterThanOrEqual(4);
      for (const item of result.items) {
        expect(item.itemName).not.toMatch(/sub\s*total|\btax\b|\btotal\b|visa|card|thank/i);
        expect(item.itemCategory).toBe('electronics');
      }
      expect(result.items.length).toBeLessThanOrEqual(5);
      expect(result.extractedText).toMatch(/Sony WH-1000XM4/);
      expect(result.aiDescription).toMatch(/^A photo of a receipt/);
    });

    it('uses the description: reads a receipt when told so, and adds described items', async () => {
      const result = await analyzer.analyzeImage({
        photo: await image('coffee.png'),
        description: 'My Le Creuset mug, about $35',
      });
      expect(result.items.find((i) => i.brand === 'Le Creuset')).toMatchObject({
        itemName: 'Le Creuset mug',
        estimatedValue: 35,
      });
    });

    it('bounds OCR by its timeout and keeps going without the text', async () => {
      const warnings: string[] = [];
      const impatient = createLocalAnalyzer({
        ocrTimeoutMs: 1,
        onWarning: (message) => warnings.push(message),
      });
      try {
        const result = await impatient.analyzeImage({
          photo: await document('receipt_electronics_photo.jpg'),
        });
        expect(result.items).toEqual([]);
        expect(result.extractedText).toBeNull();
        expect(warnings).toEqual(['OCR timed out; photo analysed without its text']);
      } finally {
        await impatient.close();
      }
    });

    it('honours an aborted signal', async () => {
      const controller = new AbortController();
      controller.abort(new Error('client went away'));
      await expect(
        analyzer.analyzeImage({ photo: await image('coffee.png'), signal: controller.signal }),
      ).rejects.toThrow('client went away');
    });
  },
);
