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
      const cup = result.items.find((i) => i.item_name === 'Cup');
      expect(cup).toMatchObject({
        item_category: 'kitchenware',
        quantity: 1,
        perishability_type: 'non-perishable',
      });
      expect(cup!.confidence_score).toBeGreaterThan(0.3);
      expect(cup!.visual_area_percentage).toBeGreaterThan(10);
      expect(cup!.visual_area_percentage).toBeLessThan(60);
      expect(cup!.prominence_score).toBeGreaterThan(0.3);
      expect(result.ai_description).toMatch(/^A cup\b/);
      expect(result.extracted_text).toBeNull();
    });

    // Its time is measured by `npm run bench -- analyzer`, not here: the machines are shared.
    it('wood_5120x2880.jpg gives no items and no OCR pass (no text-like regions)', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('wood_5120x2880.jpg') });
      expect(result.items).toEqual([]);
      expect(result.extracted_text).toBeNull();
      expect(result.ai_description).toBe(
        'A brown textured surface such as wood, cork or gravel — nothing to catalogue.',
      );
    });

    it('grace_hopper.jpg gives no person', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('grace_hopper.jpg') });
      const personLike = (i: AnalyzedItem) =>
        /person|people|woman|man\b/i.test(`${i.item_name} ${i.tags.join(' ')}`);
      expect(result.items.filter(personLike)).toEqual([]);
      expect(result.ai_description).toMatch(/^A person\b.*nothing to catalogue/);
    });

    it('fruits.jpg gives perishable fruit, not one "Apple" for oranges, lemons, limes and kiwi', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('fruits.jpg') });
      expect(result.items.length).toBeGreaterThan(0);
      for (const item of result.items) {
        expect(item.perishability_type).toBe('perishable');
        expect(item.item_category).toBe('chemical_perishable');
      }
      expect(result.items.map((i) => i.item_name)).not.toContain('Apple');
      expect(result.items.reduce((n, i) => n + i.quantity, 0)).toBeGreaterThan(1);
    });

    it('coffee.png invents no table under the cup', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('coffee.png') });
      expect(result.items.map((i) => i.detected_class)).toEqual(['cup']);
    });

    it('scratch_kitchen.jpg is a kitchen with the oven, the sink and the cups', async () => {
      const result = await analyzer.analyzeImage({ photo: await image('scratch_kitchen.jpg') });
      expect(result.ai_description).toMatch(/^A kitchen with /);
      expect(result.items.every((i) => i.location === 'Kitchen')).toBe(true);
      expect(result.ai_description).toMatch(/oven/);
      expect(result.ai_description).toMatch(/sink/);
      expect(result.ai_description).toMatch(/\bcups\b/);
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
            i.estimated_value === w.value &&
            i.brand === w.brand &&
            i.item_name.toLowerCase().includes(w.brand.toLowerCase()),
        ),
      );
      expect(found.length).toBeGreaterThanOrEqual(4);
      for (const item of result.items) {
        expect(item.item_name).not.toMatch(/sub\s*total|\btax\b|\btotal\b|visa|card|thank/i);
        expect(item.item_category).toBe('electronics');
      }
      expect(result.items.length).toBeLessThanOrEqual(5);
      expect(result.extracted_text).toMatch(/Sony WH-1000XM4/);
      expect(result.ai_description).toMatch(/^A photo of a receipt/);
    });

    it('uses the description: reads a receipt when told so, and adds described items', async () => {
      const result = await analyzer.analyzeImage({
        photo: await image('coffee.png'),
        description: 'My Le Creuset mug, about $35',
      });
      expect(result.items.find((i) => i.brand === 'Le Creuset')).toMatchObject({
        item_name: 'Le Creuset mug',
        estimated_value: 35,
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
        expect(result.extracted_text).toBeNull();
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
