import { describe, expect, it } from 'vitest';
import type { FactItem } from '../inventory-facts.js';
import { recordNotNoted } from './unnoted-detail.js';

const item = (notes: string | null) =>
  ({ item_name: 'Hisense Chest Freezer', notes, description: null }) as unknown as FactItem;

describe('papers the notes do not mention', () => {
  it('says a warranty, serial number or receipt not in the notes is not known', () => {
    expect(
      recordNotNoted([item('Bought for the shop, 300 L')], 'when does the warranty end'),
    ).toEqual(['warranty']);
    expect(recordNotNoted([item(null)], "what's the serial on the freezer")).toEqual(['serial']);
  });
  it('leaves a paper the notes mention, or a question about none, to the notes', () => {
    expect(recordNotNoted([item('2-year guarantee to March')], 'warranty on the freezer?')).toBe(
      undefined,
    );
    expect(recordNotNoted([item('Bought for the shop')], 'what did we note on the freezer')).toBe(
      undefined,
    );
  });
});
